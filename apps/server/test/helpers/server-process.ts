import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openDb, type DbHandle } from '../../src/db/connection.js';
import { freshPostgresDatabase, type PostgresDatabase } from './postgres-database.js';
import { watchProcess } from './child-process-output.js';
import { freePort } from './test-app.js';
import { testSecretsKeyHex } from './test-options.js';

/**
 * The real server (src/server.ts) in a process of its own, run by tsx as `npm run dev` runs
 * it, for what only a process shows: signals, exit codes, a restart on the same data.
 */

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface ServerDatabase {
  /** What the server process is given: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;

  /** The test's own connection to the same database, to look at what the server stored. */
  handle: DbHandle;
  drop: () => Promise<void>;
}

/**
 * A database for server processes: a SQLite file in a new DATA_DIR, or, when DATABASE_URL is
 * set, a fresh PostgreSQL database (already migrated, as the server would leave it).
 */
export async function serverDatabase(): Promise<ServerDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-server-'));
  const serverUrl = process.env.DATABASE_URL;
  const postgres: PostgresDatabase | undefined = serverUrl
    ? await freshPostgresDatabase(serverUrl)
    : undefined;
  const handle = openDb(
    postgres ? { databaseUrl: postgres.url } : { sqliteFile: path.join(dataDir, 'rental.db') },
  );
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' },
    handle,
    drop: async () => {
      await handle.db.destroy();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  /** What the process wrote (warnings and errors: LOG_LEVEL is warn). */
  output: () => string;
  /**
   * The account messages (codes, invitations) it and any other server on its DATA_DIR wrote
   * there: they have no platform SMS account, as a one-machine install (src/server.ts).
   */
  accountMessages: () => string;
  /** Settles with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Sends the signal; the process is expected to exit on its own. */
  signal: (signal: NodeJS.Signals) => void;
  /** Kills it without waiting for anything (a test that failed half-way). */
  kill: () => void;
  /** Settles once GET /api/health answers; rejects if the process exits first. */
  answering: Promise<void>;
}

/** Starts the server on `database`; resolves once GET /api/health answers. */
export async function startServerProcess(
  database: ServerDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server = await launchServerProcess(database, env);
  await server.answering;
  return server;
}

/**
 * Starts the server on `database` without waiting for it to answer: its jobs start before it
 * listens (the invoice run's first run among them).
 */
export async function launchServerProcess(
  database: ServerDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--conditions=development', '--import', tsxLoader, serverEntry],
    {
      env: {
        ...process.env,
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        SECRETS_KEY: testSecretsKeyHex,
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        // The tests' servers bill due schedules as soon as they start (production waits 15 s).
        INVOICE_RUN_START_DELAY_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const { output, exited, gone } = watchProcess(child);

  const answering = (async () => {
    for (;;) {
      if (gone()) throw new Error(`the server exited before answering:\n${output()}`);
      const answer = await fetch(`${url}/api/health`).catch(() => undefined);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  // Awaited by whoever needs it; a process that never answers fails that test, not the run.
  answering.catch(() => {});
  return {
    url,
    output,
    accountMessages: () => {
      const file = path.join(database.env.DATA_DIR ?? '', 'account-messages.txt');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    },
    exited,
    signal: (signal) => child.kill(signal),
    kill: () => child.kill('SIGKILL'),
    answering,
  };
}

/**
 * The exit code of a server told to stop, which must come within `withinMs` (a shutdown
 * waits for requests in flight up to 10 s, and for the jobs' current unit of work).
 */
export async function exitCodeAfter(server: ServerProcess, withinMs = 15_000) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), withinMs);
  });
  const code = await Promise.race([server.exited, late]);
  clearTimeout(timer);
  if (code === 'late') {
    server.kill();
    throw new Error(`the server did not exit within ${withinMs} ms:\n${server.output()}`);
  }
  return code;
}
