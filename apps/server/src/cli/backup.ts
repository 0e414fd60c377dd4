/**
 * `npm run backup`: an online, consistent copy of the SQLite database, taken while the server
 * runs, into DATA_DIR/backups/rental-YYYYMMDD-HHmmss.db (UTC); the newest BACKUP_KEEP are
 * kept. Prints the file written. On PostgreSQL it prints how to use pg_dump instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { dataDirFiles } from '../db/backups/file-names.js';
import { postgresGuidance } from '../db/backups/postgres-guidance.js';
import { takeSqliteBackup } from '../db/backups/take-backup.js';
import { systemClock } from '../lib/clock.js';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.log(postgresGuidance('backup', systemClock()));
    return;
  }
  const { database, backups } = dataDirFiles(config.dataDir);
  const file = await takeSqliteBackup({
    sqliteFile: database,
    backupDir: backups,
    keep: config.backups.keep,
    now: systemClock(),
  });
  console.log(file);
  // The key of the saved SMS and M-PESA secrets is not in the database, by design.
  const keyFile = path.join(config.dataDir, 'secrets.key');
  if (!config.secretsKey && fs.existsSync(keyFile)) {
    console.error(
      `Keep a copy of ${keyFile} apart from the backups: ` +
        'without it the SMS and M-PESA keys saved in a restored database cannot be read.',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The backup failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
