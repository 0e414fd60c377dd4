import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './processes.js';
import { tempDir } from './sqlite-files.js';

/**
 * On PostgreSQL, `npm run backup` and `npm run restore` only say how to use pg_dump and
 * pg_restore, naming $DATABASE_URL (never printing it: it may hold a password), and touch
 * nothing. They need no server to say so.
 */
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://rental:s3cret@127.0.0.1:5432/rental';
const temp = tempDir('backup-postgres-');
afterAll(temp.remove);

describe('npm run backup and restore on PostgreSQL', () => {
  it.each([
    ['backup', [], 'pg_dump --format=custom --file=rental-'],
    [
      'restore',
      ['some-backup.db'],
      'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" rental-',
    ],
  ] as const)(
    'npm run %s prints the commands and does nothing else',
    async (command, args, line) => {
      const dataDir = path.join(temp.dir, command);
      const result = await runCli(command, [...args], {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
      });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(line);
      expect(result.stdout).toMatch(
        /pg_dump --format=custom --file=rental-\d{8}\.dump "\$DATABASE_URL"/,
      );
      expect(result.stdout).not.toContain(databaseUrl);
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    30_000,
  );
});
