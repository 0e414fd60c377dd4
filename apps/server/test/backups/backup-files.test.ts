import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listBackups, utcStamp } from '../../src/db/backups/file-names.js';
import { pruneBackups } from '../../src/db/backups/prune-backups.js';
import { takeSqliteBackup } from '../../src/db/backups/take-backup.js';
import { startSqliteBackups } from '../../src/jobs/sqlite-backups.js';
import { createJobMonitor } from '../../src/lib/job-monitor.js';
import { everyTable, integrityCheck } from './sqlite-contents.js';
import { filesIn, rentalDatabase, tempDir } from './sqlite-files.js';

/** Backup files: their names, the newest BACKUP_KEEP kept, and the server's timer. */
const removals: (() => void)[] = [];
afterAll(() => removals.forEach((remove) => remove()));

async function dataDirWithDatabase() {
  const temp = tempDir('backup-files-');
  removals.push(temp.remove);
  const database = await rentalDatabase(path.join(temp.dir, 'rental.db'));
  return { dir: temp.dir, database, backups: path.join(temp.dir, 'backups') };
}

describe('backup names', () => {
  it('are the UTC time, to the second', () => {
    expect(utcStamp(new Date('2026-03-02T08:05:09.999Z'))).toBe('20260302-080509');
  });

  it('never clash: a second backup in the same second gets -2', async () => {
    const { database, backups } = await dataDirWithDatabase();
    const now = new Date('2026-03-02T08:05:09Z');
    const take = () =>
      takeSqliteBackup({ sqliteFile: database, backupDir: backups, keep: 10, now });
    const files = await Promise.all([take(), take(), take()]);
    expect(files.map((file) => path.basename(file)).sort()).toEqual([
      'rental-20260302-080509-2.db',
      'rental-20260302-080509-3.db',
      'rental-20260302-080509.db',
    ]);
    for (const file of files) expect(everyTable(file)).toEqual(everyTable(database));
    // Nothing half-written left behind.
    expect(filesIn(backups)).toHaveLength(3);
  });

  it('are listed oldest first, -2 after the plain one, other files left out', () => {
    const temp = tempDir('backup-list-');
    removals.push(temp.remove);
    const names = [
      'rental-20260302-080509-2.db',
      'rental-20260301-230000.db',
      'rental-20260302-080509.db',
      'rental-20260302-080509-10.db',
      'rental-copy.db',
      'notes.txt',
      '.rental-abc.partial',
    ];
    for (const name of names) fs.writeFileSync(path.join(temp.dir, name), '');
    expect(listBackups(temp.dir).map((file) => path.basename(file))).toEqual([
      'rental-20260301-230000.db',
      'rental-20260302-080509.db',
      'rental-20260302-080509-2.db',
      'rental-20260302-080509-10.db',
    ]);
  });
});

describe('BACKUP_KEEP', () => {
  it('keeps exactly the newest N backups, and only backups are deleted', async () => {
    const { database, backups } = await dataDirWithDatabase();
    fs.mkdirSync(backups);
    fs.writeFileSync(path.join(backups, 'before-upgrade.db'), 'the operator’s own copy');
    const files: string[] = [];
    for (let day = 1; day <= 6; day += 1) {
      const now = new Date(`2026-03-0${day}T02:00:00Z`);
      files.push(
        await takeSqliteBackup({ sqliteFile: database, backupDir: backups, keep: 4, now }),
      );
    }
    expect(filesIn(backups)).toEqual([
      'before-upgrade.db',
      ...files.slice(2).map((file) => path.basename(file)),
    ]);
    expect(pruneBackups(backups, 1)).toEqual(files.slice(2, 5));
    expect(filesIn(backups)).toEqual(['before-upgrade.db', 'rental-20260306-020000.db']);
  });
});

describe('the server’s backup job', () => {
  it('takes the first backup one interval after start, not at start', async () => {
    const { dir, backups } = await dataDirWithDatabase();
    const intervalMs = 24 * 3_600_000;
    let now = Date.parse('2026-03-02T00:00:00Z');
    const written: string[] = [];
    const errors: unknown[] = [];
    const monitor = createJobMonitor(() => new Date(now));
    // Only the job's timer is faked: the backup itself steps on real setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = startSqliteBackups({
      schedule: { dataDir: dir, intervalHours: 24, keep: 2, onWritten: (f) => written.push(f) },
      clock: () => new Date(now),
      onError: (error) => errors.push(error),
      monitor,
    });
    const wait = (ms: number) => {
      now += ms;
      vi.advanceTimersByTime(ms);
    };
    try {
      wait(intervalMs - 1);
      // A run starts by making the folder, before its first await: none has started.
      expect(fs.existsSync(backups)).toBe(false);
      for (let run = 1; run <= 3; run += 1) {
        wait(run === 1 ? 1 : intervalMs);
        await vi.waitFor(() => expect(written).toHaveLength(run));
      }
    } finally {
      await stop();
      vi.useRealTimers();
    }
    expect(errors).toEqual([]);
    expect(written.map((file) => path.basename(file))).toEqual([
      'rental-20260303-000000.db',
      'rental-20260304-000000.db',
      'rental-20260305-000000.db',
    ]);
    expect(integrityCheck(written[2] as string)).toEqual(['ok']);
    expect(filesIn(backups)).toEqual(['rental-20260304-000000.db', 'rental-20260305-000000.db']);
    // Listed with the other jobs, for readiness.
    expect(monitor.report()).toEqual([
      expect.objectContaining({ name: 'sqlite-backup', status: 'ok', lastRunFailed: false }),
    ]);
  });

  it('is listed as off with BACKUP_INTERVAL_HOURS=0', async () => {
    const monitor = createJobMonitor(() => new Date());
    const stop = startSqliteBackups({
      schedule: { dataDir: 'never-read', intervalHours: 0, keep: 2 },
      clock: () => new Date(),
      onError: () => {},
      monitor,
    });
    await stop();
    expect(monitor.report()).toEqual([
      expect.objectContaining({ name: 'sqlite-backup', status: 'off' }),
    ]);
  });

  it('reports a failure and goes on', async () => {
    const temp = tempDir('backup-job-');
    removals.push(temp.remove);
    const errors: unknown[] = [];
    const stop = startSqliteBackups({
      schedule: { dataDir: temp.dir, intervalHours: 0.2 / 3600, keep: 2 },
      clock: () => new Date(),
      onError: (error) => errors.push(error),
    });
    try {
      // No database there: every run fails, and the timer keeps trying.
      await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await stop();
    }
    expect(filesIn(path.join(temp.dir, 'backups'))).toEqual([]);
  });
});
