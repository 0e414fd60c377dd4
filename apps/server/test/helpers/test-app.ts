import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../../src/app.js';
import { migrateToLatest, openDb, type Db } from '../../src/db/connection.js';
import type { Clock } from '../../src/lib/clock.js';

export interface TestApp {
  app: App;
  db: Db;
  close: () => Promise<void>;
}

/**
 * Builds the real app on a real, empty database: an in-memory SQLite database, or, when
 * DATABASE_URL is set, a fresh PostgreSQL schema that is dropped afterwards. Every test file
 * gets its own, so files run in parallel without seeing each other's rows.
 */
export async function createTestApp(
  options: { clock?: Clock; loginAttemptsPerMinute?: number } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomUUID().replaceAll('-', '')}` : undefined;
  if (databaseUrl && schema) await runOnPostgres(databaseUrl, `CREATE SCHEMA ${schema}`);

  const handle = openDb(
    databaseUrl ? { databaseUrl, postgresSchema: schema } : { sqliteFile: ':memory:' },
  );
  await migrateToLatest(handle);
  const { db } = handle;
  const app = await buildApp({
    db,
    clock: options.clock,
    webDistDir: null,
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10_000,
  });
  await app.ready();

  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
      if (databaseUrl && schema) await runOnPostgres(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

async function runOnPostgres(databaseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
