import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DataDirInUseError } from './data-dir-claims.js';

/**
 * Keeps a second server off a SQLite DATA_DIR: it would run its own M-PESA processor, invoice
 * run and SMS sender beside the first, and SQLite has no row locks to keep them apart (several
 * servers share PostgreSQL instead). The lock is the operating system's, on
 * `DATA_DIR/server.lock.db`: an exclusive SQLite transaction held for the life of the process, so
 * it goes with the process however it ends. (The pid files of data-dir-claims.ts cannot decide
 * this: a file left by a server in a container that was replaced names a host that is gone,
 * and would count as alive.)
 */
export function holdSingleServerLock(dataDir: string): void {
  const file = path.join(dataDir, 'server.lock.db');
  const lock = new SQLite(file, { timeout: 0 });
  try {
    // Once taken, the lock is kept until the connection closes (the process ends); it writes
    // nothing, so its journal stays in memory, not in a file beside it.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.pragma('journal_mode = MEMORY');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new DataDirInUseError(
      `Refusing to start: another server is using the SQLite database in ${dataDir}. ` +
        'One server process serves a SQLite file; to run several, use PostgreSQL ' +
        `(DATABASE_URL). Its lock is ${file}, held while it runs.`,
    );
  }
  // Referenced for the life of the process: a connection collected as garbage is closed.
  held.push(lock);
}

const held: SQLite.Database[] = [];
