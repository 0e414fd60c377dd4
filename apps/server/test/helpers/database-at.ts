import { Migrator, sql } from 'kysely';
import { expect } from 'vitest';
import { openDb, type Db, type DbHandle } from '../../src/db/connection.js';
import { migrationProvider } from '../../src/db/migrations/index.js';
import { freshPostgresDatabase } from './postgres-database.js';

/**
 * A fresh database (SQLite in memory, or an empty PostgreSQL database when DATABASE_URL is set) brought
 * up to `migration` only, as a previous release left it: upgrade tests add rows, then migrate
 * to the latest. `close` drops it.
 */
export async function databaseAt(migration: string) {
  const databaseUrl = process.env.DATABASE_URL;
  const postgres = databaseUrl
    ? await freshPostgresDatabase(databaseUrl, { empty: true })
    : undefined;
  const handle: DbHandle = openDb(
    postgres ? { databaseUrl: postgres.url } : { sqliteFile: ':memory:' },
  );
  await migrateUpTo(handle, migration);
  return {
    handle,
    close: async () => {
      await handle.db.destroy();
      await postgres?.drop();
    },
  };
}

/**
 * Migrates an upgrade test's database up to `migration` and no further: for a test that reads
 * rows whole before and after one migration, which a later one may reshape (0067 moved the
 * payments' texts out of their row).
 */
export async function migrateUpTo(handle: DbHandle, migration: string) {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider,
    migrationTableSchema: handle.schema,
  });
  expect((await migrator.migrateTo(migration)).error).toBeUndefined();
}

/**
 * An organization 'o1' with a rental 'r1' and a room type 'rt1' (Bedsitter, rent 8,000), as a
 * release from 0009 on stored them, with raw SQL so it does not depend on today's types.
 */
export async function seedOldLandlord(db: Db, { lastInvoiceNumber = 0, waterRateCents = 0 } = {}) {
  const at = '2026-01-01T00:00:00.000Z';
  await sql`INSERT INTO organizations (id, name, account_type, created_at, trial_ends_at,
    onboarding_step, last_invoice_number) VALUES ('o1', 'Acme', 'Landlord', ${at}, ${at},
    'done', ${lastInvoiceNumber})`.execute(db);
  await sql`INSERT INTO rentals (id, organization_id, name, name_key, location, created_at,
    updated_at) VALUES ('r1', 'o1', 'Court', 'court', 'Nairobi', ${at}, ${at})`.execute(db);
  await sql`INSERT INTO room_types (id, organization_id, rental_id, house_type, total_units,
    monthly_rent_cents, water_unit_rate_cents, created_at, updated_at)
    VALUES ('rt1', 'o1', 'r1', 'Bedsitter', 5, 800000, ${waterRateCents}, ${at}, ${at})`.execute(
    db,
  );
  return at;
}

/**
 * A tenant 't1' (Amina Otieno, house A1) of seedOldLandlord's room type, as the releases from
 * 0056 on stored one (upgrade tests from there), with raw SQL.
 */
export async function seedOldTenant(db: Db, at: string) {
  await sql`INSERT INTO tenants (id, organization_id, rental_id, room_type_id, firstname,
    lastname, phonenumber, house_number, house_number_key, meter_number, meter_number_key,
    opening_rent_balance_cents, opening_water_balance_cents, created_at, updated_at)
    VALUES ('t1', 'o1', 'r1', 'rt1', 'Amina', 'Otieno', '0712345678', 'A1', 'A1', 'M1', 'M1',
    0, 0, ${at}, ${at})`.execute(db);
}
