import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Before this release a back-dated tenant's opening reading was dated the moment it was typed.
// The upgrade moves it to the start of the move-in day only where it is surely that reading;
// every other reading stays where it was.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading opening readings (migration 0036)', () => {
  it('re-dates opening readings typed with a back-dated tenant, and nothing else', async () => {
    const database = await databaseAt('0034-roles');
    close = database.close;
    const db = database.handle.db;
    await seedOldLandlord(db, { waterRateCents: 10000 });
    const created = '2026-12-10T07:00:00.000Z';
    // t1 moved in on 1 December, added on the 10th with an opening reading; t2 moved in the
    // day it was added; t3's first reading was typed a week after it was added.
    const tenants = [
      ['t1', '2026-12-01'],
      ['t2', '2026-12-10'],
      ['t3', '2026-11-01'],
    ] as const;
    for (const [id, moveIn] of tenants) {
      await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
        lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
        opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at,
        move_in_date) VALUES (${id}, 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', ${id},
        ${id}, ${`M${id}`}, ${`m${id}`}, 0, 0, ${created}, ${created}, ${moveIn})`.execute(db);
    }
    const readings = [
      ['w1', 't1', '2026-12-10T07:00:00.001Z', 'baseline', 1000, 0],
      ['w2', 't1', '2026-12-20T09:00:00.000Z', 'reading', 1500, 500],
      ['w3', 't2', '2026-12-10T07:00:00.002Z', 'baseline', 1000, 0],
      ['w4', 't3', '2026-12-17T07:00:00.000Z', 'baseline', 1000, 0],
    ] as const;
    for (const [id, tenant, date, kind, reading, usage] of readings) {
      await sql`INSERT INTO water_readings (id, organization_id, tenant_id, reading_date,
        previous_reading_hundredths, reading_hundredths, usage_hundredths, unit_rate_cents,
        cost_cents, meter_replacement, recorded_by, invoice_id, kind) VALUES (${id}, 'o1',
        ${tenant}, ${date}, ${reading - usage}, ${reading}, ${usage}, 10000, ${usage * 100},
        ${0}, 'u1', NULL, ${kind})`.execute(db);
    }

    await migrateToLatest(database.handle);

    const rows = await db
      .selectFrom('water_readings')
      .select(['id', 'reading_date', 'usage_hundredths'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'w1', reading_date: '2026-11-30T21:00:00.000Z', usage_hundredths: 0 },
      { id: 'w2', reading_date: '2026-12-20T09:00:00.000Z', usage_hundredths: 500 },
      { id: 'w3', reading_date: '2026-12-10T07:00:00.002Z', usage_hundredths: 0 },
      { id: 'w4', reading_date: '2026-12-17T07:00:00.000Z', usage_hundredths: 0 },
    ]);
  });
});
