import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../src/db/connection.js';

/** Runs one statement on the PostgreSQL server at `url`, on a connection of its own. */
export async function onPostgres(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with another database name in it. */
function urlOfDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface PostgresDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new database of the test's own on the server DATABASE_URL names, so test files run in
 * parallel without meeting (schemas in one database did: Kysely's migrator reads every
 * schema's tables and failed when another file dropped its schema meanwhile). By default a
 * copy of the database the global set-up migrated (test/postgres-template.ts), which skips
 * running every migration again; `empty` starts from nothing, for upgrade tests.
 */
export async function freshPostgresDatabase(
  serverUrl: string,
  { empty = false } = {},
): Promise<PostgresDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const template = empty ? 'template0' : inject('postgresTemplate');
  await onPostgres(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: urlOfDatabase(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}

/**
 * Drops a test's database once its connections are gone. PostgreSQL waits up to 5 s for
 * closing connections to leave; forcing them at once would send a closing pool's clients an
 * error they no longer listen for. A connection still open after that is forced out.
 */
async function dropDatabase(serverUrl: string, name: string) {
  try {
    await onPostgres(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  } catch (error) {
    const inUse = (error as { code?: string }).code === '55006';
    if (!inUse) throw error;
    await onPostgres(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * Where `db`'s tables are, to open a second connection pool on them: what a second server
 * process would have.
 */
export async function samePostgresPlace(db: Db, serverUrl: string) {
  const { rows } = await sql<{ database: string; schema: string }>`
    select current_database() as database, current_schema() as schema`.execute(db);
  const place = rows[0]!;
  return { databaseUrl: urlOfDatabase(serverUrl, place.database), postgresSchema: place.schema };
}
