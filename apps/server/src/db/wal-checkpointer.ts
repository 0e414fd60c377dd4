import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { Database } from './types.js';

/**
 * SQLite's WAL checkpoints, on a thread of their own (issue 33).
 *
 * By default the connection that commits copies the WAL back into the database file, with an
 * fsync, whenever the WAL passes 1,000 pages: on the server that is the one thread that also
 * answers M-PESA and posts payments, and at 1,000 confirmations a second half of its commit
 * time went to those checkpoints (13 ms a commit instead of 6). The server's connection keeps
 * only a far-off automatic checkpoint as a safety net (`serverPragmas`); this worker, with its
 * own connection to the same file, runs a PASSIVE checkpoint every `intervalMs`. PASSIVE never
 * waits for nor blocks the writer or readers: it copies what no reader still needs, and the
 * writer starts the WAL over once everything is copied.
 */
export interface WalCheckpointer {
  stop: () => Promise<void>;
}

/**
 * The server connection's pragmas when the worker checkpoints: its own automatic checkpoint
 * only past 20,000 pages (80 MB; the worker gone or far behind), and a WAL file cut back to
 * 64 MB once it starts over, so one busy spell does not leave it large on disk.
 */
export const serverPragmas = ['wal_autocheckpoint = 20000', 'journal_size_limit = 67108864'];

// The worker's code, as a script: the server is bundled into one file, so a worker module
// of its own would need a bundle of its own. It is given the driver's path, as resolved here.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * Copies the WAL into the database file and empties it, on the calling thread: for start-up,
 * before the server answers anyone (TRUNCATE waits for readers, and there are none yet).
 */
export async function checkpointStartupWrites(db: Kysely<Database>): Promise<void> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}

/**
 * SQLite's own threshold for an automatic checkpoint: 1,000 pages of 4 KiB. Below it the
 * server's commits have nothing a checkpoint on a thread would save them.
 */
const walBytesBeforeThread = 4 * 1024 * 1024;

/**
 * Watches the WAL's size every `intervalMs` and starts the checkpointer's thread once the WAL
 * first passes SQLite's own checkpoint threshold; from then on the thread checkpoints every
 * `intervalMs` until `stop`. A thread is an isolate of its own (some 15 MiB resident): a quiet
 * server (a landlord's own machine) never pays for it, a busy one pays from its first busy
 * second.
 */
export function startWalCheckpointer(
  file: string,
  {
    intervalMs = 1_000,
    startAtWalBytes = walBytesBeforeThread,
    onError,
  }: { intervalMs?: number; startAtWalBytes?: number; onError: (error: Error) => void },
): WalCheckpointer {
  let thread: WalCheckpointer | undefined;
  let stopped = false;
  const watch = setInterval(() => {
    stat(`${file}-wal`).then(
      ({ size }) => {
        if (stopped || thread || size < startAtWalBytes) return;
        clearInterval(watch);
        thread = startThread(file, intervalMs, onError);
      },
      // No WAL yet (nothing written since the last connection closed): nothing to copy.
      () => undefined,
    );
  }, intervalMs);
  // A checkpointer must not keep the process alive by itself.
  watch.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(watch);
      await thread?.stop();
    },
  };
}

function startThread(
  file: string,
  intervalMs: number,
  onError: (error: Error) => void,
): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(workerSource, { eval: true, workerData: { file, driver, intervalMs } });
  worker.on('message', (message: { error: string }) => onError(new Error(message.error)));
  worker.on('error', onError);
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}
