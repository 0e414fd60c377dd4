import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  exitCodeAfter,
  launchServerProcess,
  type ServerDatabase,
} from '../helpers/server-process.js';

/**
 * Real processes for the backup tests: the server and the CLIs run from their TypeScript
 * sources (tsx, as `npm run backup` does), each on the DATA_DIR a test gives it, on SQLite
 * (DATABASE_URL cleared) unless the test sets it.
 */
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const source = (file: string) => fileURLToPath(new URL(`../../src/${file}`, import.meta.url));

function spawnTs(file: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _sqlite, ...inherited } = process.env;
  return spawn(
    process.execPath,
    ['--conditions=development', '--import', tsx, source(file), ...args],
    {
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` or `npm run restore -- ...` and waits for it to end. */
export function runCli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const child = spawnTs(`cli/${command}.ts`, args, env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

// Jobs that change rows on their own wait an hour: tests compare a database at rest.
const quietJobs = {
  INVOICE_RUN_INTERVAL_MS: '3600000',
  SMS_SENDER_INTERVAL_MS: '3600000',
};

/**
 * The real server on `dataDir`, on SQLite, launched by the shared helper. Only its `env` is
 * handed over: the helper's own connection to the database would count as a process using
 * it, which is what restore must refuse.
 */
export function launchServerOn(dataDir: string, env: Record<string, string> = {}) {
  const database: Pick<ServerDatabase, 'env'> = { env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
  // launchServerProcess reads only `env`.
  return launchServerProcess(database as ServerDatabase, { ...quietJobs, ...env });
}

/** Started and answering; `stop()` sends SIGTERM and resolves the exit code. */
export async function startServerOn(dataDir: string, env: Record<string, string> = {}) {
  const server = await launchServerOn(dataDir, env);
  await server.answering;
  return {
    ...server,
    stop: () => {
      server.signal('SIGTERM');
      return exitCodeAfter(server);
    },
  };
}

/** The pid of a process that has ended: a lock file naming it is stale. */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

/** A process that lives until killed: a lock file naming it is live. */
export function livingProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  return { pid: child.pid as number, kill: () => child.kill() };
}
