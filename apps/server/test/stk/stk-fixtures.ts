import { randomUUID } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import {
  sandboxPasskey,
  startDarajaSimulator,
  type DarajaSimulator,
} from '../../../../tools/daraja-simulator.mjs';
import { buildApp, type App } from '../../src/app.js';
import { migrateToLatest, openDb, type Db } from '../../src/db/connection.js';
import type { Clock } from '../../src/lib/clock.js';

export const callbackSecret = 'stk-test-callback-secret';

export interface StkTestApp {
  app: App;
  db: Db;
  simulator: DarajaSimulator;
  url: string;
  close: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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

/**
 * The real app listening on a local port (M-PESA must reach its callback), on a fresh
 * database (SQLite in memory, or a PostgreSQL schema when DATABASE_URL is set), with the
 * product's Daraja app pointed at the simulator (sandbox shortcode 174379).
 */
export async function createStkTestApp(options: { clock?: Clock } = {}): Promise<StkTestApp> {
  const simulator = await startDarajaSimulator({ port: 0, host: '127.0.0.1', stkDelayMs: 20 });
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomUUID().replaceAll('-', '')}` : undefined;
  if (databaseUrl && schema) await runOnPostgres(databaseUrl, `CREATE SCHEMA ${schema}`);
  const handle = openDb(
    databaseUrl ? { databaseUrl, postgresSchema: schema } : { sqliteFile: ':memory:' },
  );
  await migrateToLatest(handle);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    db: handle.db,
    clock: options.clock,
    webDistDir: null,
    loginAttemptsPerMinute: 10_000,
    stk: {
      product: {
        credentials: {
          consumerKey: 'test-key',
          consumerSecret: 'test-secret',
          environment: 'sandbox',
          baseUrl: simulator.url,
        },
        shortcode: '174379',
        passkey: sandboxPasskey,
      },
      publicUrl: url,
      callbackSecret,
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db: handle.db,
    simulator,
    url,
    close: async () => {
      await simulator.close();
      await app.close();
      await handle.db.destroy();
      if (databaseUrl && schema) await runOnPostgres(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** Polls until `check` gives a value (the callback is applied just after its answer). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
