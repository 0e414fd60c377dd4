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

/**
 * Whether an M-PESA confirmation received before `before` (ISO) is still waiting to be
 * applied (parked ones are not waiting: they are shown to the operator and the owner). Reads
 * the partial index of unprocessed callbacks, a handful of rows however long the log grows.
 */
export async function confirmationsWaitingSince(db: Db, before: string): Promise<boolean> {
  const row = await db
    .selectFrom('mpesa_callbacks')
    .select('id')
    .where('processed_at', 'is', null)
    .where('parked_at', 'is', null)
    .where('kind', '=', 'confirmation')
    .where('received_at', '<', before)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a KRA eTIMS document has been due since before `before` (ISO) and no sender has
 * taken it: queued with its attempt due, or claimed by a sender whose claim ran out (it died)
 * and nobody took it back. One waiting for its next attempt after a failure (KRA down) is not
 * stuck: its attempt is not due. Reads the (status, next_attempt_at) index.
 */
export async function etimsQueueStuckSince(db: Db, before: string): Promise<boolean> {
  const row = await db
    .selectFrom('etims_transmissions')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<', before)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', before)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
