import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Before this release a tenant's first reading was billed as usage from zero. After the
// upgrade each tenant's earliest reading is their baseline (usage and cost 0) unless it is
// already billed; every other reading, and every tenant, stays as it was.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading readings to baselines (migration 0012)', () => {
  it('makes each earliest unbilled reading the baseline and leaves billed ones alone', async () => {
    const database = await databaseAt('0011-bill-message');
    close = database.close;
    const handle = database.handle;
    const db = handle.db;

    const at = await seedOldLandlord(db, { lastInvoiceNumber: 1, waterRateCents: 15000 });
    for (const id of ['t1', 't2', 't3']) {
      await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
        lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
        opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at)
        VALUES (${id}, 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', ${id}, ${id},
        ${`M${id}`}, ${`m${id}`}, 0, 0, ${at}, ${at})`.execute(db);
    }
    await sql`INSERT INTO invoices (id, organization_id, number, schedule_id, tenant_id,
      invoice_type, billing_date, months, invoice_date, amount_cents, message, created_at,
      due_date, description) VALUES ('i1', 'o1', 1, NULL, 't2', 'Water Invoice Bill',
      '2026-02-01', 1, ${at}, 1882500, 'm', ${at}, '2026-02-05', '')`.execute(db);
    // t1: two unbilled readings; t2: its first reading billed from zero; t3: none.
    const readings = [
      ['w1', 't1', '2026-01-10T09:00:00.000Z', 0, 12550, 12550, 1882500, null],
      ['w2', 't1', '2026-02-10T09:00:00.000Z', 12550, 14000, 1450, 217500, null],
      ['w3', 't2', '2026-01-10T09:00:00.000Z', 0, 12550, 12550, 1882500, 'i1'],
      ['w4', 't2', '2026-02-10T09:00:00.000Z', 12550, 13000, 450, 67500, null],
    ] as const;
    for (const [id, tenant, date, previous, reading, usage, cost, invoice] of readings) {
      await sql`INSERT INTO water_readings (id, organization_id, tenant_id, reading_date,
        previous_reading_hundredths, reading_hundredths, usage_hundredths, unit_rate_cents,
        cost_cents, meter_replacement, recorded_by, invoice_id) VALUES (${id}, 'o1', ${tenant},
        ${date}, ${previous}, ${reading}, ${usage}, 15000, ${cost}, ${0},
        'u1', ${invoice})`.execute(db);
    }

    await migrateToLatest(handle);

    const rows = await db
      .selectFrom('water_readings')
      .select(['id', 'kind', 'previous_reading_hundredths', 'usage_hundredths', 'cost_cents'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => ({ ...row, cost_cents: Number(row.cost_cents) }))).toEqual([
      {
        id: 'w1',
        kind: 'baseline',
        previous_reading_hundredths: 12550,
        usage_hundredths: 0,
        cost_cents: 0,
      },
      {
        id: 'w2',
        kind: 'reading',
        previous_reading_hundredths: 12550,
        usage_hundredths: 1450,
        cost_cents: 217500,
      },
      {
        id: 'w3',
        kind: 'reading',
        previous_reading_hundredths: 0,
        usage_hundredths: 12550,
        cost_cents: 1882500,
      },
      {
        id: 'w4',
        kind: 'reading',
        previous_reading_hundredths: 12550,
        usage_hundredths: 450,
        cost_cents: 67500,
      },
    ]);
    const tenants = await db
      .selectFrom('tenants')
      .select(['id', 'national_id', 'kra_pin'])
      .orderBy('id')
      .execute();
    expect(tenants).toEqual([
      { id: 't1', national_id: null, kra_pin: null },
      { id: 't2', national_id: null, kra_pin: null },
      { id: 't3', national_id: null, kra_pin: null },
    ]);
  });
});
