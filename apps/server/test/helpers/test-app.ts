import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/app.js';
import { migrateToLatest, openDb, type Db } from '../../src/db/connection.js';
import { openSqliteReader } from '../../src/db/sqlite-reader.js';
import type { EtimsOptions } from '../../src/integrations/etims/options.js';
import type { MpesaOptions } from '../../src/integrations/mpesa/options.js';
import type {
  AccountMessage,
  AccountMessenger,
} from '../../src/integrations/sms/account-messages.js';
import type { Clock } from '../../src/lib/clock.js';
import type { SmsOptions } from '../../src/modules/sms/sms-options.js';
import type { StkOptions } from '../../src/modules/stk/stk-types.js';
import { freshPostgresDatabase } from './postgres-database.js';
import { testEtimsOptions, testMpesaOptions, testSmsOptions } from './test-options.js';

export interface TestApp {
  app: App;
  db: Db;
  /** Account messages (codes, invitations) the platform SMS account would have sent. */
  accountMessages: AccountMessage[];
  /** Queries the app sent to its reader (AppOptions.reader: the reports' long reads) so far. */
  readerQueries: () => number;
  close: () => Promise<void>;
}

const sentByApp = new WeakMap<App, AccountMessage[]>();
const readers = new WeakMap<App, () => readonly AccountMessage[]>();

/**
 * The account messages a test app's platform SMS account sent (codes, invitations), as the
 * phone's holder reads them; empty when the test replaced the messenger.
 */
export function accountMessagesOf(app: App): readonly AccountMessage[] {
  return sentByApp.get(app) ?? [];
}

/**
 * For an app whose SMS leave the process (a real server sending through the Africa's Talking
 * simulator): where its account messages can be read, so the shared helpers find the codes.
 */
export function readAccountMessagesFrom(app: App, read: () => readonly AccountMessage[]) {
  sentByApp.set(app, read() as AccountMessage[]);
  readers.set(app, read);
}

/** The last one-time code an app sent to a phone (07XXXXXXXX), as its holder reads the SMS. */
export function lastCodeSentTo(app: App, phonenumber: string): string | undefined {
  const to = `+254${phonenumber.slice(1)}`;
  const sent = readers.get(app)?.() ?? accountMessagesOf(app);
  const message = [...sent].reverse().find((one) => one.to === to);
  return message && /\b(\d{6})\b/.exec(message.text)?.[1];
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
    /** KRA eTIMS: the simulator's address (baseUrl) and a timeout. */
    etims?: Partial<EtimsOptions>;
    stk?: Partial<StkOptions>;
    /** Replaces the capture of account messages (a gateway that fails, for instance). */
    accountMessenger?: AccountMessenger;
    /** Fastify's trustProxy, as TRUST_PROXY sets it (default off). */
    trustProxy?: AppOptions['trustProxy'];
    /** A built web app to serve; default none (the API only). */
    webDistDir?: string;
    /** Requests allowed to tenants' own pages; the app's defaults otherwise. */
    tenantPageLimits?: AppOptions['tenantPageLimits'];
    /** Requests allowed to landlords' own pages; the app's defaults otherwise. */
    ownerPageLimits?: AppOptions['ownerPageLimits'];
    /** OPERATOR_PHONES (07XXXXXXXX); default none. */
    operatorPhones?: string[];
    /** A SQLite file instead of an in-memory database (ignored on PostgreSQL). */
    sqliteFile?: string;
    /**
     * SQLite: the reports read on a thread of their own, as the server's do
     * (db/sqlite-reader.ts), from `sqliteFile` or a file made for the test. Ignored on
     * PostgreSQL.
     */
    sqliteReader?: boolean;
  } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const postgres = databaseUrl ? await freshPostgresDatabase(databaseUrl) : undefined;
  const readerDir =
    !postgres && options.sqliteReader && !options.sqliteFile
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'reader-'))
      : undefined;
  const sqliteFile = readerDir ? path.join(readerDir, 'rental.db') : options.sqliteFile;
  const handle = openDb(
    postgres ? { databaseUrl: postgres.url } : { sqliteFile: sqliteFile ?? ':memory:' },
  );
  await migrateToLatest(handle);
  const { db } = handle;
  const ownReader =
    !postgres && options.sqliteReader && sqliteFile ? openSqliteReader(sqliteFile) : undefined;
  let readerQueries = 0;
  const reader = (ownReader ?? db).withPlugin({
    transformQuery: (args) => {
      readerQueries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  const accountMessages: AccountMessage[] = [];
  const app = await buildApp({
    accountMessenger: {
      // A replaced messenger still shows what it did send (a gateway that came back up).
      send: async (message) => {
        await options.accountMessenger?.send(message);
        accountMessages.push(message);
      },
    },
    db,
    reader,
    clock: options.clock,
    webDistDir: options.webDistDir ?? null,
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10_000,
    sms: testSmsOptions(options.sms),
    mpesa: testMpesaOptions(options.mpesa),
    etims: testEtimsOptions(options.etims),
    stk: options.stk,
    trustProxy: options.trustProxy,
    tenantPageLimits: options.tenantPageLimits,
    ownerPageLimits: options.ownerPageLimits,
    operatorPhones: options.operatorPhones,
  });
  await app.ready();
  settleAfterAnswers(app);
  sentByApp.set(app, accountMessages);

  return {
    app,
    db,
    accountMessages,
    readerQueries: () => readerQueries,
    close: async () => {
      await app.close();
      await ownReader?.destroy();
      await db.destroy();
      await postgres?.drop();
      if (readerDir) fs.rmSync(readerDir, { recursive: true, force: true });
    },
  };
}

/**
 * The ports this test worker hands out: a range of its own (vitest numbers its workers from 1),
 * below the ephemeral ports (32768 up) that the system gives outgoing connections and
 * `listen(0)`. A server process takes seconds to listen on the port it was given; with a port
 * from `listen(0)`, another worker could be given the same one meanwhile and find that
 * server answering its health check.
 */
const portsPerWorker = 400;
const firstPort = 16_000 + Number(process.env.VITEST_POOL_ID ?? 0) * portsPerWorker;
let portsHandedOut = 0;

/** A port nothing listens on now, for an app whose own URL must be known before it listens. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < portsPerWorker; tried++) {
    const port = firstPort + (portsHandedOut++ % portsPerWorker);
    if (await listensFree(port)) return port;
  }
  throw new Error(`no free port in ${firstPort}-${firstPort + portsPerWorker - 1}`);
}

/** Whether a server can listen on 127.0.0.1:`port` now. */
function listensFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Makes `app.inject` return once the work its request started after answering has ended
 * (lib/after-answer.ts: Forgot PIN's code): a test reads that work's effects at once, as a
 * client reads its SMS a moment after the answer.
 */
function settleAfterAnswers(app: App) {
  const inject = app.inject.bind(app);
  const settled = async (options: string | InjectOptions) => {
    const response = await inject(options);
    await app.afterAnswer.settled();
    return response;
  };
  Object.assign(app, { inject: settled });
}
