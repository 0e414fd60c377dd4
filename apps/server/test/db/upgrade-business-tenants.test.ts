import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Every tenant stored before business tenants is a person, with the names they had.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to business tenants (migration 0041)', () => {
  it('keeps every tenant as a person with their names', async () => {
    const database = await databaseAt('0040-receipts-in-claims');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, status, language, created_at,
      updated_at)
      VALUES ('t1', 'o1', 'r1', 'rt1', 'Kiosk 4 &', 'Sons (K) Ltd', '0712345678', 'A1', 'a1',
      'M1', 'm1', 0, 0, 'current', 'en', ${at}, ${at}),
      ('t2', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345679', 'A2', 'a2', 'M2', 'm2', 0, 0,
      'former', 'sw', ${at}, ${at})`.execute(db);

    await migrateToLatest(database.handle);

    const tenants = await db
      .selectFrom('tenants')
      .select(['id', 'kind', 'firstname', 'lastname', 'businessname', 'contactperson', 'status'])
      .orderBy('id')
      .execute();
    expect(tenants).toEqual([
      {
        id: 't1',
        kind: 'person',
        firstname: 'Kiosk 4 &',
        lastname: 'Sons (K) Ltd',
        businessname: null,
        contactperson: null,
        status: 'current',
      },
      {
        id: 't2',
        kind: 'person',
        firstname: 'Jane',
        lastname: 'Doe',
        businessname: null,
        contactperson: null,
        status: 'former',
      },
    ]);
  });
});
