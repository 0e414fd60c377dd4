import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Before this release a deposit deduction's reason was only in its words ("Damage: Broken
// window"). The upgrade gives each existing deduction its reason, so reports and KRA figures
// can tell what deposit money was kept for; other credit notes get none.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading credit notes (migration 0039)', () => {
  it('gives existing deposit deductions the reason their words start with', async () => {
    const database = await databaseAt('0037-closed-months');
    close = database.close;
    const db = database.handle.db;
    await seedOldLandlord(db, { waterRateCents: 10000 });
    const at = '2026-12-10T07:00:00.000Z';
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at,
      move_in_date) VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', 'A1', 'a1',
      'M1', 'm1', 0, 0, ${at}, ${at}, '2026-01-01')`.execute(db);
    const notes = [
      ['c1', 'deposit_deduction', 'Unpaid rent'],
      ['c2', 'deposit_deduction', 'Damage: Broken window'],
      ['c3', 'deposit_deduction', 'Water'],
      ['c4', 'deposit_deduction', 'Cleaning: Other rooms'],
      ['c5', 'deposit_deduction', ''],
      ['c6', 'correction', 'Damage: billed twice'],
    ] as const;
    for (const [id, kind, reason] of notes) {
      await sql`INSERT INTO credit_notes (id, organization_id, tenant_id, kind, invoice_id,
        amount_cents, reason, created_by, created_by_name, created_at) VALUES (${id}, 'o1', 't1',
        ${kind}, NULL, 100, ${reason}, 'u1', 'Amina', ${at})`.execute(db);
    }

    await migrateToLatest(database.handle);

    const rows = await db
      .selectFrom('credit_notes')
      .select(['id', 'deduction_reason', 'effective_on'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'c1', deduction_reason: 'unpaid rent', effective_on: null },
      { id: 'c2', deduction_reason: 'damage', effective_on: null },
      { id: 'c3', deduction_reason: 'water', effective_on: null },
      { id: 'c4', deduction_reason: 'cleaning', effective_on: null },
      // Erased words: what it was kept for is no longer known, and it is not rent.
      { id: 'c5', deduction_reason: null, effective_on: null },
      { id: 'c6', deduction_reason: null, effective_on: null },
    ]);
  });
});
