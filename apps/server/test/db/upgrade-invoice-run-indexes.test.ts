import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Migration 0027 rebuilds the late fee's unique key as a partial index (and adds one for the
// invoice run): a database of the release before keeps its invoices and late fees, and the
// key still refuses a second fee for one invoice.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

const invoice = (id: string, number: number, type: string, lateFeeFor: string | null) =>
  sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id, invoice_type,
    billing_date, months, invoice_date, amount_cents, message, created_at, due_date,
    late_fee_for) VALUES (${id}, 'o1', ${number}, NULL, 't1', ${type}, '2026-02-01', 1,
    '2026-02-01T00:00:00.000Z', 50000, 'Pay', '2026-02-01T00:00:00.000Z', '2026-02-05',
    ${lateFeeFor})`;

describe('upgrading to the invoice run indexes (migration 0027)', () => {
  it('keeps invoices and late fees, and still charges a fee at most once per invoice', async () => {
    const database = await databaseAt('0026-data-protection');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db, { lastInvoiceNumber: 2 });
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at)
      VALUES ('t1', 'o1', 'r1', 'rt1', 'Amina', 'Otieno', '0712345678', 'A1', 'A1', 'M1', 'M1',
      0, 0, ${at}, ${at})`.execute(db);
    await invoice('i1', 1, 'Rental Invoice Bill', null).execute(db);
    await invoice('i2', 2, 'Late Fee', 'i1').execute(db);

    await migrateToLatest(database.handle);

    const kept = await db
      .selectFrom('invoices')
      .select(['id', 'invoice_type', 'late_fee_for'])
      .orderBy('number')
      .execute();
    expect(kept).toEqual([
      { id: 'i1', invoice_type: 'Rental Invoice Bill', late_fee_for: null },
      { id: 'i2', invoice_type: 'Late Fee', late_fee_for: 'i1' },
    ]);
    // A second fee for i1 is refused by the key; invoices without a fee are not limited by it.
    await expect(invoice('i3', 3, 'Late Fee', 'i1').execute(db)).rejects.toThrow(/unique/i);
    await invoice('i4', 4, 'Rental Invoice Bill', null).execute(db);
    await invoice('i5', 5, 'Late Fee', 'i4').execute(db);
    const count = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(4);
  });
});
