import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../src/db/backups/file-names.js';
import { keepWriting, landlordOn } from './api-writer.js';
import { runCli, startServerOn } from './processes.js';
import { count, everyTable, integrityCheck, readSqlite } from './sqlite-contents.js';

/**
 * `npm run backup` beside a real server on SQLite that landlords keep writing to: a backup
 * taken mid-writes is sound and consistent, and one taken at rest holds every row of every
 * table, as does the database `npm run restore` makes of it in a fresh DATA_DIR.
 */
let dataDir: string;
let server: Awaited<ReturnType<typeof startServerOn>>;
const cleanUp: string[] = [];

function backupOf(result: { code: number | null; stdout: string; stderr: string }) {
  expect(result.code, result.stderr).toBe(0);
  const file = result.stdout.trim();
  expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
  expect(path.basename(file)).toMatch(/^rental-\d{8}-\d{6}(-\d+)?\.db$/);
  return file;
}

/** What one transaction writes together must be in a backup together, or not at all. */
function expectConsistent(file: string) {
  expect(integrityCheck(file)).toEqual(['ok']);
  expect(readSqlite(file, (db) => db.pragma('foreign_key_check'))).toEqual([]);
  const tenants = count(file, 'SELECT COUNT(*) FROM tenants');
  const payments = count(
    file,
    "SELECT COUNT(*) FROM transactions WHERE transaction_type = 'Tenant Payment'",
  );
  expect(count(file, "SELECT COUNT(*) FROM activity_log WHERE kind = 'tenant_created'")).toBe(
    tenants,
  );
  expect(count(file, "SELECT COUNT(*) FROM activity_log WHERE kind = 'payment_recorded'")).toBe(
    payments,
  );
  return { tenants, payments };
}

describe('npm run backup while the server writes', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-load-'));
    cleanUp.push(dataDir);
    // The server's own backups every 3.6 s, beside the ones `npm run backup` takes.
    server = await startServerOn(dataDir, { BACKUP_INTERVAL_HOURS: '0.001' });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    for (const dir of cleanUp) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is sound mid-writes, complete at rest, and restores row for row', async () => {
    const landlord = await landlordOn(server);
    const writer = keepWriting(landlord);
    await writer.until(60);

    const duringWrites = backupOf(await runCli('backup', [], { DATA_DIR: dataDir }));
    const atBackup = writer.writes();
    // The writes go on a while after it, so the backup is a moment within them.
    await writer.until(atBackup + 60);
    const written = await writer.stop();

    const live = path.join(dataDir, 'rental.db');
    const midway = expectConsistent(duringWrites);
    const final = expectConsistent(live);
    expect(midway.tenants).toBeGreaterThan(0);
    expect(midway.payments).toBeLessThan(final.payments);
    expect(final.tenants + final.payments).toBe(written);

    // At rest, with the server still running: every row of every table.
    const atRest = backupOf(await runCli('backup', [], { DATA_DIR: dataDir }));
    const source = everyTable(live);
    expect(Object.keys(source)).toContain('transactions');
    expect(everyTable(atRest)).toEqual(source);
    // One file on its own: no WAL beside it is needed to read it.
    expect(readSqlite(atRest, (db) => db.pragma('journal_mode', { simple: true }))).toBe('delete');

    const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-restored-'));
    cleanUp.push(freshDir);
    const restored = await runCli('restore', [atRest], { DATA_DIR: freshDir });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('There was no database to replace.');
    expect(everyTable(path.join(freshDir, 'rental.db'))).toEqual(source);
  }, 60_000);

  it('takes backups on its own timer too', async () => {
    const backups = path.join(dataDir, 'backups');
    const byServer = () => listBackups(backups).filter((file) => !byCli.has(file));
    const byCli = new Set(listBackups(backups));
    await expect.poll(() => byServer().length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(integrityCheck(byServer()[0] as string)).toEqual(['ok']);
  }, 30_000);
});
