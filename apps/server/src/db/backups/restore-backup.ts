import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BackupRefusedError, checkBackup } from './check-backup.js';
import { claimDataDir } from './data-dir-claims.js';
import { dataDirFiles, linkUnderFreeName, utcStamp } from './file-names.js';

export interface RestoreOptions {
  /** The backup to bring back. */
  file: string;
  dataDir: string;
  now: Date;
}

export interface RestoreResult {
  /** DATA_DIR/rental.db, now the backup's contents. */
  database: string;
  /** Where the database it replaced was kept; undefined when there was none. */
  replaced: string | undefined;
}

/**
 * Replaces DATA_DIR/rental.db with a backup: only while no server uses DATA_DIR, only a file
 * that passes checkBackup, and never losing the database it replaces, which is kept beside it
 * as rental.db.replaced-YYYYMMDD-HHmmss.
 */
export async function restoreBackup({
  file,
  dataDir,
  now,
}: RestoreOptions): Promise<RestoreResult> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    throw new BackupRefusedError(`${file} is not a file.`);
  }
  const release = claimDataDir(dataDir, 'restore');
  const { database } = dataDirFiles(dataDir);
  // The copy is what gets checked and moved into place, so the operator's file is never
  // opened for writing, and what was checked is exactly what is installed.
  const incoming = path.join(dataDir, `rental.db.restoring-${process.pid}`);
  try {
    ensureNoOtherConnection(database);
    fs.copyFileSync(file, incoming);
    await checkBackup(incoming, file);
    const replaced = fs.existsSync(database) ? setAside(database, utcStamp(now)) : undefined;
    fs.renameSync(incoming, database);
    return { database, replaced };
  } finally {
    for (const suffix of ['', '-journal', '-wal', '-shm']) {
      fs.rmSync(`${incoming}${suffix}`, { force: true });
    }
    release();
  }
}

/**
 * The claim files cover servers; this covers anything else with the database open (the
 * invoice run by hand, a server on another machine sharing the disk): SQLite refuses an
 * exclusive lock while any connection is open on the file.
 */
function ensureNoOtherConnection(database: string) {
  if (!fs.existsSync(database)) return;
  let current: SQLite.Database | undefined;
  try {
    current = new SQLite(database, { timeout: 0 });
    current.pragma('locking_mode = EXCLUSIVE');
    current.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new BackupRefusedError(
        `Refusing to restore: another process has ${database} open. Stop it first.`,
      );
    }
    // Unreadable (the very reason to restore, perhaps): it is set aside as it is.
  } finally {
    current?.close();
  }
}

/**
 * Moves the current database to rental.db.replaced-<stamp>. Its last writes may still be in
 * rental.db-wal: the WAL is checkpointed into it first and, should that fail (a damaged
 * file), moved along under the new name, where SQLite looks for it. The -shm file is only an
 * index of the WAL, rebuilt on open, so it is deleted.
 */
function setAside(database: string, stamp: string): string {
  checkpoint(database);
  const replaced = linkUnderFreeName(database, `${database}.replaced`, stamp, '');
  if (fs.existsSync(`${database}-wal`)) fs.renameSync(`${database}-wal`, `${replaced}-wal`);
  fs.rmSync(`${database}-shm`, { force: true });
  return replaced;
}

function checkpoint(database: string) {
  let current: SQLite.Database | undefined;
  try {
    current = new SQLite(database, { timeout: 0 });
    current.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // Left to setAside, which keeps the WAL beside the replaced file.
  } finally {
    // Closing the last connection also removes an empty -wal and the -shm.
    current?.close();
  }
}
