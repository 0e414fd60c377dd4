import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { linkUnderFreeName, utcStamp } from './file-names.js';
import { pruneBackups } from './prune-backups.js';

export interface BackupOptions {
  /** The live database, DATA_DIR/rental.db. */
  sqliteFile: string;
  /** Where backups go, DATA_DIR/backups. */
  backupDir: string;
  /** How many backups to keep, the newest. */
  keep: number;
  now: Date;
}

// sqlite3_backup_step copies at most this many pages per call: all of them.
const allPages = 0x7fffffff;

/**
 * Writes an online, consistent copy of the SQLite database to
 * `backupDir/rental-YYYYMMDD-HHmmss.db` (UTC) while servers keep writing, then keeps the newest
 * `keep` backups. Returns the file written.
 *
 * SQLite's backup API on a connection of our own: a write by another connection between two
 * steps would restart the copy, so after the first step (which only sizes the database) it
 * copies every page in one step, inside one read transaction. In WAL mode that blocks no
 * writer, and the copy is the database as of that transaction's start.
 */
export async function takeSqliteBackup(options: BackupOptions): Promise<string> {
  const { sqliteFile, backupDir, keep, now } = options;
  if (!fs.existsSync(sqliteFile))
    throw new Error(`No database at ${sqliteFile}: nothing to back up`);
  fs.mkdirSync(backupDir, { recursive: true });
  // Written under a name no listing matches, then linked to its real name once complete: a
  // backup cut short (a crash, a full disk) never counts as one, nor pushes a good one out.
  const partial = path.join(backupDir, `.rental-${randomBytes(6).toString('hex')}.partial`);
  try {
    const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(partial, { progress: () => allPages });
    } finally {
      source.close();
    }
    useRollbackJournal(partial);
    const file = linkUnderFreeName(partial, path.join(backupDir, 'rental'), utcStamp(now), '.db');
    pruneBackups(backupDir, keep);
    return file;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * The copy keeps the source's WAL mode, so opening it would need -wal and -shm files beside
 * it (and fail on a read-only medium). A backup is one file on its own: the server turns WAL
 * back on when it opens a restored database.
 */
function useRollbackJournal(file: string) {
  const copy = new SQLite(file);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}
