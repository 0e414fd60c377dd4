import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Tenants recorded before tenants' own pages keep everything, read in English until a
// language is set, and have no private link until the landlord makes one.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to tenant pages (migration 0021)', () => {
  it('keeps every tenant, in English and without a link', async () => {
    const database = await databaseAt('0020-landlords');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at)
      VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', 'A1', 'a1', 'M1', 'm1',
      250000, 0, ${at}, ${at})`.execute(db);

    await migrateToLatest(database.handle);

    const tenant = await db
      .selectFrom('tenants')
      .select(['firstname', 'house_number', 'opening_rent_balance_cents', 'language'])
      .where('id', '=', 't1')
      .executeTakeFirstOrThrow();
    expect({
      ...tenant,
      opening_rent_balance_cents: Number(tenant.opening_rent_balance_cents),
    }).toEqual({
      firstname: 'Jane',
      house_number: 'A1',
      opening_rent_balance_cents: 250000,
      language: 'en',
    });
    expect(await db.selectFrom('tenant_links').selectAll().execute()).toEqual([]);
  });
});
