/**
 * `npm run restore -- FILE`: puts a backup in place of DATA_DIR/rental.db, keeping the
 * database it replaces as rental.db.replaced-YYYYMMDD-HHmmss. Refuses, exiting non-zero, while
 * a server uses DATA_DIR, and a file that fails SQLite's integrity check or comes from a newer
 * release. On PostgreSQL it prints how to use pg_restore instead.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupRefusedError } from '../db/backups/check-backup.js';
import { DataDirInUseError } from '../db/backups/data-dir-claims.js';
import { postgresGuidance } from '../db/backups/postgres-guidance.js';
import { restoreBackup } from '../db/backups/restore-backup.js';
import { systemClock } from '../lib/clock.js';

class UsageError extends Error {}

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.log(postgresGuidance('restore', systemClock()));
    return;
  }
  const args = process.argv.slice(2);
  if (args.length !== 1 || !args[0] || args[0].startsWith('-')) {
    throw new UsageError(
      'Usage: npm run restore -- FILE   (a backup, e.g. data/backups/rental-…db)',
    );
  }
  // npm runs scripts from the repository root; a relative FILE means where the user typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  const { database, replaced } = await restoreBackup({
    file,
    dataDir: config.dataDir,
    now: systemClock(),
  });
  console.log(`Restored ${file} as ${database}.`);
  console.log(
    replaced
      ? `The database it replaced is kept as ${replaced}.`
      : 'There was no database to replace.',
  );
  console.log('Start the server: it brings the schema up to date if the backup is older.');
}

main().catch((error: unknown) => {
  const known = [UsageError, ConfigError, BackupRefusedError, DataDirInUseError];
  if (known.some((kind) => error instanceof kind)) {
    console.error((error as Error).message);
  } else {
    console.error('The restore failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
