import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import { openDb, type DbHandle } from '../../src/db/connection.js';
import { migrationProvider } from '../../src/db/migrations/index.js';

async function onPostgres(databaseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database (SQLite in memory, or a PostgreSQL schema when DATABASE_URL is set) brought
 * up to `migration` only, as a previous release left it: upgrade tests add rows, then migrate
 * to the latest. `close` drops it.
 */
export async function databaseAt(migration: string) {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomUUID().replaceAll('-', '')}` : undefined;
  if (databaseUrl && schema) await onPostgres(databaseUrl, `CREATE SCHEMA ${schema}`);
  const handle: DbHandle = openDb(
    databaseUrl ? { databaseUrl, postgresSchema: schema } : { sqliteFile: ':memory:' },
  );
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider,
    migrationTableSchema: schema,
  });
  expect((await migrator.migrateTo(migration)).error).toBeUndefined();
  return {
    handle,
    close: async () => {
      await handle.db.destroy();
      if (databaseUrl && schema) await onPostgres(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
