import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// The building's tables (leases, notices to vacate, documents, vacancy alerts: migrations
// 0048 on) start empty beside the previous release's data, which carries forward unchanged:
// the tenant, their entries and their kept balance read the same, and the new tables take
// rows for a tenant the old release made.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading a database of the previous release (0046) to the building', () => {
  it('keeps every row and balance, and the old tenant gets a lease and a notice', async () => {
    const database = await databaseAt('0046-notices');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, status, language, kind,
      created_at, updated_at) VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678',
      'A1', 'a1', 'M1', 'm1', 0, 0, 'current', 'en', 'person', ${at}, ${at})`.execute(db);
    await sql`INSERT INTO ledger_entries (id, organization_id, tenant_id, rental_id, kind, bucket,
      amount_cents, effective_on, posted_at, source_type, source_id, actor_type, actor_id,
      corrects_entry_id) VALUES
      ('e1', 'o1', 't1', 'r1', 'Rental Invoice', 'rent', 800000, '2026-01-01', ${at},
        'invoice', 'i1', 'system', NULL, NULL),
      ('e2', 'o1', 't1', 'r1', 'Tenant Payment', 'rent', -300000, '2026-01-05', ${at},
        'payment', 'p1', 'system', NULL, NULL)`.execute(db);
    const snapshot = async () => ({
      tenants: await sql`SELECT * FROM tenants ORDER BY id`.execute(db),
      entries: await sql`SELECT * FROM ledger_entries ORDER BY id`.execute(db),
      balances: await sql`SELECT * FROM tenant_balances ORDER BY tenant_id`.execute(db),
    });
    const before = await snapshot();
    expect(before.balances.rows).toHaveLength(1);

    await migrateToLatest(database.handle);

    const after = await snapshot();
    // Migration 0055 gives every existing tenant the SMS channel; nothing else changes.
    const tenants = after.tenants.rows as Record<string, unknown>[];
    expect(tenants.map((row) => row.channel)).toEqual(['sms']);
    for (const row of tenants) delete row.channel;
    expect(after).toEqual(before);
    for (const table of ['leases', 'lease_events', 'vacate_notices', 'documents']) {
      const rows = await sql`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
      expect(Number((rows.rows[0] as { n: number }).n)).toBe(0);
    }
    await db
      .insertInto('leases')
      .values({
        tenant_id: 't1',
        organization_id: 'o1',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        notice_days: 30,
        escalation_type: 'percent',
        escalation_value: 700,
        updated_at: at,
        updated_by_name: 'Owner',
      })
      .execute();
    await db
      .insertInto('vacate_notices')
      .values({
        id: 'n1',
        organization_id: 'o1',
        tenant_id: 't1',
        given_by: 'tenant',
        given_on: '2026-02-01',
        moveout_date: '2026-03-01',
        created_at: at,
        created_by_name: 'Owner',
      })
      .execute();
    const lease = await db.selectFrom('leases').selectAll().executeTakeFirstOrThrow();
    expect(Number(lease.escalation_tell_days)).toBe(30);
  });
});
