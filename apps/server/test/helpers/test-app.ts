import net from 'node:net';
import { buildApp, type App, type AppOptions } from '../../src/app.js';
import { migrateToLatest, openDb, type Db } from '../../src/db/connection.js';
import type { MpesaOptions } from '../../src/integrations/mpesa/options.js';
import type {
  AccountMessage,
  AccountMessenger,
} from '../../src/integrations/sms/account-messages.js';
import type { Clock } from '../../src/lib/clock.js';
import type { SmsOptions } from '../../src/modules/sms/sms-options.js';
import type { StkOptions } from '../../src/modules/stk/stk-types.js';
import { freshPostgresDatabase } from './postgres-database.js';
import { testMpesaOptions, testSmsOptions } from './test-options.js';

export interface TestApp {
  app: App;
  db: Db;
  /** Account messages (codes, invitations) the platform SMS account would have sent. */
  accountMessages: AccountMessage[];
  close: () => Promise<void>;
}

/**
 * Builds the real app on a real, empty database: an in-memory SQLite database, or, when
 * DATABASE_URL is set, a fresh PostgreSQL database that is dropped afterwards. Every test file
 * gets its own, so files run in parallel without seeing each other's rows.
 */
export async function createTestApp(
  options: {
    clock?: Clock;
    loginAttemptsPerMinute?: number;
    sms?: Partial<SmsOptions>;
    mpesa?: Partial<MpesaOptions>;
    stk?: Partial<StkOptions>;
    /** Replaces the capture of account messages (a gateway that fails, for instance). */
    accountMessenger?: AccountMessenger;
    /** Fastify's trustProxy, as TRUST_PROXY sets it (default off). */
    trustProxy?: AppOptions['trustProxy'];
    /** A built web app to serve; default none (the API only). */
    webDistDir?: string;
    /** Requests allowed to tenants' own pages; the app's defaults otherwise. */
    tenantPageLimits?: AppOptions['tenantPageLimits'];
    /** OPERATOR_PHONES (07XXXXXXXX); default none. */
    operatorPhones?: string[];
  } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const postgres = databaseUrl ? await freshPostgresDatabase(databaseUrl) : undefined;
  const handle = openDb(postgres ? { databaseUrl: postgres.url } : { sqliteFile: ':memory:' });
  await migrateToLatest(handle);
  const { db } = handle;
  const accountMessages: AccountMessage[] = [];
  const app = await buildApp({
    accountMessenger: options.accountMessenger ?? {
      send: async (message) => {
        accountMessages.push(message);
      },
    },
    db,
    clock: options.clock,
    webDistDir: options.webDistDir ?? null,
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10_000,
    sms: testSmsOptions(options.sms),
    mpesa: testMpesaOptions(options.mpesa),
    stk: options.stk,
    trustProxy: options.trustProxy,
    tenantPageLimits: options.tenantPageLimits,
    operatorPhones: options.operatorPhones,
  });
  await app.ready();

  return {
    app,
    db,
    accountMessages,
    close: async () => {
      await app.close();
      await db.destroy();
      await postgres?.drop();
    },
  };
}

/** A port nothing listens on now, for an app whose own URL must be known before it listens. */
export function freePort(): Promise<number> {
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
