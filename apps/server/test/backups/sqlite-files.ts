import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { expect } from 'vitest';
import { migrateToLatest, openDb } from '../../src/db/connection.js';
import { migrationProvider } from '../../src/db/migrations/index.js';

/** A temporary folder, removed by the returned function. */
export function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A Rental Manager SQLite file with the schema up to `migration` (default: this release's
 * last), closed again, as a backup or an older release's database would be.
 */
export async function rentalDatabase(file: string, migration?: string) {
  const handle = openDb({ sqliteFile: file });
  try {
    if (migration) {
      const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
      expect((await migrator.migrateTo(migration)).error).toBeUndefined();
    } else {
      await migrateToLatest(handle);
    }
  } finally {
    await handle.db.destroy();
  }
  return file;
}

/** The files in `dir`, sorted, for "nothing else was touched" checks. */
export function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
