import { DEFAULT_MIGRATION_TABLE, sql, type MigrationProvider } from 'kysely';
import type { Db } from './connection.js';

/** Settles once the database has answered a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * The migrations the code knows that the database has not applied, by name (a missing
 * migration table is an error: the database was never migrated). Reads Kysely's migration
 * table directly: the migrator's own getMigrations() first introspects every table of every
 * schema, too heavy for a probe that runs every few seconds.
 */
export async function pendingMigrations(
  db: Db,
  provider: MigrationProvider,
  /** The PostgreSQL schema of the migration table, as migrateToLatest names it. */
  schema?: string,
): Promise<string[]> {
  const table = schema ? `${schema}.${DEFAULT_MIGRATION_TABLE}` : DEFAULT_MIGRATION_TABLE;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const known = Object.keys(await provider.getMigrations());
  return known.filter((name) => !applied.has(name));
}
