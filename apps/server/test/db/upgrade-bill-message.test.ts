import { earlierDefaultInvoiceMessages } from '@rental/shared/invoice-message';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Schedules that kept the spec's default message send the issue-10 default (number, due date,
// total balance, where to pay, who bills) after the upgrade; edited messages stay as written.
// That default is now an earlier one, read as the current one (invoice-message.test.ts).

const specDefault =
  'Dear {customername}, your {invoicetype} for {month} is KES {amount}. ' +
  'Please pay via MPESA paybill {paybill}, account number {housenumber}. Thank you.';

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading the default invoice message (migration 0011)', () => {
  it('moves schedules on the old default to the new one and leaves edited ones alone', async () => {
    const database = await databaseAt('0010-collections');
    close = database.close;
    const handle = database.handle;
    const db = handle.db;

    const at = await seedOldLandlord(db);
    const custom = 'Hello {customername}, pay KES {amount} to {paybill} ({housenumber}).';
    for (const [id, message] of [
      ['s1', specDefault],
      ['s2', custom],
      ['s3', `${specDefault} `],
    ] as const) {
      await sql`INSERT INTO invoice_schedules (id, organization_id, rental_id, invoice_type,
        billing_frequency, start_date, next_billing_date, message, service_charge_cents,
        created_at, updated_at) VALUES (${id}, 'o1', 'r1', 'Rental Invoice Bill', 'monthly',
        '2026-01-01', '2026-03-01', ${message}, 0, ${at}, ${at})`.execute(db);
    }

    await migrateToLatest(handle);

    const rows = await db
      .selectFrom('invoice_schedules')
      .select(['id', 'message'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 's1', message: earlierDefaultInvoiceMessages.en },
      { id: 's2', message: custom },
      { id: 's3', message: `${specDefault} ` },
    ]);
  });
});
