import { defaultInvoiceMessage } from '@rental/shared/invoice-message';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { hashSessionToken } from '../../src/modules/auth/session-token.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Schedules keep their messages and have no Kiswahili version yet (Kiswahili tenants get the
// English message, or the built-in Kiswahili default); links made before keep working, with
// no token kept for SMS until the first SMS that needs one replaces them.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to SMS in the tenant’s language (migration 0024)', () => {
  it('keeps every schedule’s message and every link', async () => {
    const database = await databaseAt('0023-user-language');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    const custom = 'Hello {customername}, pay KES {amount} to {paybill} ({account}).';
    for (const [id, message] of [
      ['s1', defaultInvoiceMessage],
      ['s2', custom],
    ] as const) {
      await sql`INSERT INTO invoice_schedules (id, organization_id, rental_id, invoice_type,
        billing_frequency, start_date, next_billing_date, message, service_charge_cents,
        due_rule, due_days, created_at, updated_at) VALUES (${id}, 'o1', 'r1',
        'Rental Invoice Bill', 'monthly', '2026-01-01', '2026-03-01', ${message}, 0,
        'day_of_month', 5, ${at}, ${at})`.execute(db);
    }
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, language, created_at, updated_at)
      VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', 'A1', 'a1', 'M1', 'm1',
      0, 0, 'sw', ${at}, ${at})`.execute(db);
    const tokenHash = hashSessionToken('OldTokenOldTokenOldTok');
    await sql`INSERT INTO tenant_links (tenant_id, organization_id, token_hash, created_by_name,
      created_at) VALUES ('t1', 'o1', ${tokenHash}, 'Jane Owner', ${at})`.execute(db);

    await migrateToLatest(database.handle);

    const schedules = await db
      .selectFrom('invoice_schedules')
      .select(['id', 'message', 'message_sw'])
      .orderBy('id')
      .execute();
    expect(schedules).toEqual([
      { id: 's1', message: defaultInvoiceMessage, message_sw: null },
      { id: 's2', message: custom, message_sw: null },
    ]);
    expect(await db.selectFrom('tenant_links').selectAll().execute()).toEqual([
      {
        tenant_id: 't1',
        organization_id: 'o1',
        token_hash: tokenHash,
        token_encrypted: null,
        created_by_name: 'Jane Owner',
        created_at: at,
      },
    ]);
  });
});
