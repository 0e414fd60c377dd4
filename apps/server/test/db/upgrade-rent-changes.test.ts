import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { isUniqueViolation } from '../../src/db/errors.js';
import { rentInForceCents } from '../../src/modules/tenants/rent-in-force.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Before this release a tenant's rent was their room type's. After the upgrade existing
// tenants have no rent change and pay exactly that, until a change is recorded.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to rent changes (migration 0015)', () => {
  it("keeps every tenant on their room type's rent, and takes changes from then on", async () => {
    const database = await databaseAt('0013-notification-reads');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
      lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
      opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at)
      VALUES ('t1', 'o1', 'r1', 'rt1', 'Jane', 'Doe', '0712345678', 'A1', 'a1', 'M1', 'm1',
      0, 0, ${at}, ${at})`.execute(db);

    await migrateToLatest(database.handle);

    expect(await rentInForceCents(db, 'o1', 't1', '2026-03-01')).toBe(800_000);
    const change = {
      organization_id: 'o1',
      tenant_id: 't1',
      effective_from: '2026-04-01',
      monthly_rent_cents: 900_000,
      room_type_id: null,
      reason: 'Increase',
      created_by: null,
      created_by_name: 'Jane Owner',
      created_at: at,
    };
    await db
      .insertInto('tenant_rent_changes')
      .values({ id: 'c1', ...change })
      .execute();
    expect(await rentInForceCents(db, 'o1', 't1', '2026-03-31')).toBe(800_000);
    expect(await rentInForceCents(db, 'o1', 't1', '2026-04-01')).toBe(900_000);
    // One change per tenant and date, by the key.
    const again = db
      .insertInto('tenant_rent_changes')
      .values({ id: 'c2', ...change })
      .execute();
    await expect(again).rejects.toSatisfy(isUniqueViolation);
  });
});
