import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { landlordOn } from './api-writer.js';
import { deadPid, launchServerOn, livingProcess, runCli, startServerOn } from './processes.js';
import { exitCodeAfter } from '../helpers/server-process.js';
import { count, everyTable, integrityCheck } from './sqlite-contents.js';
import { filesIn, rentalDatabase, tempDir } from './sqlite-files.js';

/**
 * `npm run restore -- FILE` against real processes: never while a server uses DATA_DIR, never
 * a file that is damaged or from a newer release, and never losing the database it replaces.
 */
const removals: (() => void)[] = [];
afterAll(() => removals.forEach((remove) => remove()));

function dataDir(prefix = 'restore-') {
  const temp = tempDir(prefix);
  removals.push(temp.remove);
  return temp.dir;
}

const rentalsIn = (file: string) => count(file, 'SELECT COUNT(*) FROM rentals');

describe('npm run restore', () => {
  it('refuses while a server runs, then restores and keeps the database it replaced', async () => {
    const dir = dataDir();
    const live = path.join(dir, 'rental.db');
    const server = await startServerOn(dir);
    // The server's claim on DATA_DIR, named after its pid.
    const [lock, ...moreLocks] = filesIn(dir).filter((name) => name.endsWith('.lock'));
    expect(moreLocks).toEqual([]);
    const pid = Number(/^server-(\d+)\.lock$/.exec(lock ?? '')?.[1]);
    let running = true;
    try {
      const landlord = await landlordOn(server);
      const backup = await runCli('backup', [], { DATA_DIR: dir });
      expect(backup.code, backup.stderr).toBe(0);
      const file = backup.stdout.trim();
      await landlord.addTenant(); // after the backup: only the replaced database has it
      const atBackup = everyTable(file);

      const refused = await runCli('restore', [file], { DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Refusing to restore: ${dir} is in use. Stop the server`);
      expect(refused.stderr).toContain(`a server (pid ${pid}`);
      expect(filesIn(dir).filter((name) => name.startsWith('rental.db.'))).toEqual([]);
      expect(count(live, 'SELECT COUNT(*) FROM tenants')).toBe(1);

      expect(await server.stop()).toBe(0);
      running = false;
      expect(filesIn(dir).filter((name) => name.endsWith('.lock'))).toEqual([]);

      const restored = await runCli('restore', [file], { DATA_DIR: dir });
      expect(restored.code, restored.stderr).toBe(0);
      // The old database's WAL went into it: nothing left to be mistaken for the new one's.
      expect(filesIn(dir).filter((name) => /-(wal|shm|journal)$/.test(name))).toEqual([]);
      const [replacedName, ...others] = filesIn(dir).filter((name) =>
        name.startsWith('rental.db.'),
      );
      expect(others).toEqual([]);
      expect(replacedName).toMatch(/^rental\.db\.replaced-\d{8}-\d{6}$/);
      const replaced = path.join(dir, replacedName as string);
      expect(restored.stdout).toContain(`The database it replaced is kept as ${replaced}.`);
      expect(everyTable(live)).toEqual(atBackup);
      expect(count(replaced, 'SELECT COUNT(*) FROM tenants')).toBe(1);
      expect(integrityCheck(replaced)).toEqual(['ok']);

      // The server runs on what was restored.
      const again = await startServerOn(dir);
      expect(await again.stop()).toBe(0);
    } finally {
      if (running) await server.stop();
    }
  }, 120_000);

  it('ignores a lock left by a process that is gone, not one whose process lives', async () => {
    const dir = dataDir();
    const file = await rentalDatabase(path.join(dataDir('backup-'), 'backup.db'));
    const living = livingProcess();
    try {
      fs.writeFileSync(path.join(dir, `server-${living.pid}.lock`), '');
      const refused = await runCli('restore', [file], { DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`a server (pid ${living.pid})`);
    } finally {
      living.kill();
    }
    fs.rmSync(path.join(dir, `server-${living.pid}.lock`));

    const stale = path.join(dir, `server-${await deadPid()}.lock`);
    fs.writeFileSync(stale, JSON.stringify({ pid: 1, hostname: 'x', startedAt: '' }));
    fs.writeFileSync(stale, '{"broken json');
    const restored = await runCli('restore', [file], { DATA_DIR: dir });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('There was no database to replace.');
    expect(fs.existsSync(stale)).toBe(false);
  }, 30_000);

  it('keeps a server from starting while a restore runs', async () => {
    const dir = dataDir();
    const restoring = livingProcess();
    try {
      fs.writeFileSync(path.join(dir, `restore-${restoring.pid}.lock`), '');
      const server = await launchServerOn(dir);
      expect(await exitCodeAfter(server)).toBe(1);
      expect(server.output()).toContain('Refusing to start: a restore is replacing the database');
      expect(fs.existsSync(path.join(dir, 'rental.db'))).toBe(false);
    } finally {
      restoring.kill();
    }
  }, 60_000);

  it('keeps a second server off a SQLite file a server runs on', async () => {
    const dir = dataDir();
    const first = await startServerOn(dir);
    const locks = () => filesIn(dir).filter((name) => name.endsWith('.lock'));
    const [claim] = locks();
    try {
      const landlord = await landlordOn(first);
      const second = await launchServerOn(dir);
      expect(await exitCodeAfter(second)).toBe(1);
      expect(second.output()).toContain(
        `Refusing to start: another server is using the SQLite database in ${dir}`,
      );
      // The first goes on, its data and its claim untouched.
      await landlord.addTenant();
      expect(locks()).toEqual([claim]);
    } catch (error) {
      await first.stop();
      throw error;
    }
    // Once it is gone, even killed outright (nothing cleaned up), a server starts there again.
    first.signal('SIGKILL');
    await exitCodeAfter(first);
    const again = await startServerOn(dir);
    expect(await again.stop()).toBe(0);
  }, 120_000);

  it('refuses while another process has the database open', async () => {
    const dir = dataDir();
    const live = await rentalDatabase(path.join(dir, 'rental.db'));
    const file = await rentalDatabase(path.join(dataDir('backup-'), 'backup.db'));
    const holder = new SQLite(live);
    holder.pragma('journal_mode = WAL');
    try {
      const refused = await runCli('restore', [file], { DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `Refusing to restore: another process has ${live} open. Stop it first.`,
      );
    } finally {
      holder.close();
    }
  }, 30_000);
});

/** A valid backup with some rows to damage. */
async function backupWithRows(file: string) {
  await rentalDatabase(file);
  const db = new SQLite(file);
  db.exec(
    'CREATE TABLE filler (n INTEGER PRIMARY KEY, a TEXT, b TEXT); CREATE INDEX filler_a ON filler (a)',
  );
  const insert = db.prepare('INSERT INTO filler (a, b) VALUES (?, ?)');
  for (let n = 0; n < 2000; n += 1) insert.run(`a ${n} `.repeat(10), `b ${n}`);
  db.pragma('journal_mode = DELETE');
  return db;
}

/** A row its table's CHECK rule forbids, slipped in: integrity_check lists it. */
async function ruleBroken(file: string) {
  const db = await backupWithRows(file);
  db.exec('CREATE TABLE amounts (cents INTEGER CHECK (cents >= 0))');
  db.pragma('ignore_check_constraints = ON');
  db.prepare('INSERT INTO amounts (cents) VALUES (-1)').run();
  db.close();
  return file;
}

/** A page in the middle overwritten: SQLite stops reading there. */
async function pageOverwritten(file: string) {
  (await backupWithRows(file)).close();
  const pageSize = 4096;
  const pages = fs.statSync(file).size / pageSize;
  const handle = fs.openSync(file, 'r+');
  fs.writeSync(
    handle,
    Buffer.alloc(pageSize, 0x5a),
    0,
    pageSize,
    Math.floor(pages * 0.8) * pageSize,
  );
  fs.closeSync(handle);
  return file;
}

async function newerBackup(file: string) {
  await rentalDatabase(file);
  const db = new SQLite(file);
  db.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)').run(
    '9999-from-the-future',
    new Date().toISOString(),
  );
  db.close();
  return file;
}

async function otherSqlite(file: string) {
  const db = new SQLite(file);
  db.exec('CREATE TABLE notes (text TEXT)');
  db.close();
  return file;
}

describe('npm run restore refuses', () => {
  it.each([
    ['a file with a row its rules forbid', ruleBroken, /failed SQLite's integrity check:\n- /],
    [
      'a file with a damaged page',
      pageOverwritten,
      /failed SQLite's integrity check: database disk image is malformed/,
    ],
    [
      'a file that is no database',
      async (file: string) => (fs.writeFileSync(file, 'x'.repeat(8192)), file),
      /is not a readable SQLite database/,
    ],
    [
      'a backup from a newer release',
      newerBackup,
      /comes from a newer or different release.*9999-from-the-future/,
    ],
    ['another SQLite database', otherSqlite, /not a Rental Manager one/],
    ['a file that is not there', async (file: string) => file, /is not a file/],
  ])(
    '%s, exiting non-zero and touching nothing',
    async (_what, make, message) => {
      const dir = dataDir();
      const live = await rentalDatabase(path.join(dir, 'rental.db'));
      const before = everyTable(live);
      const file = await make(path.join(dataDir('backup-'), 'backup.db'));

      const refused = await runCli('restore', [file], { DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(message);
      expect(refused.stdout).toBe('');
      // Neither set aside nor a copy of the backup left behind.
      expect(filesIn(dir).filter((name) => name.startsWith('rental.db.'))).toEqual([]);
      expect(everyTable(live)).toEqual(before);
    },
    30_000,
  );

  it('nothing without exactly one FILE', async () => {
    const refused = await runCli('restore', [], { DATA_DIR: dataDir() });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Usage: npm run restore -- FILE');
  });
});

describe('npm run restore of an older release', () => {
  it('is accepted: the server applies the missing migrations at start', async () => {
    const dir = dataDir();
    const file = await rentalDatabase(path.join(dataDir('backup-'), 'old.db'), '0020-landlords');
    const restored = await runCli('restore', [file], { DATA_DIR: dir });
    expect(restored.code, restored.stderr).toBe(0);
    const live = path.join(dir, 'rental.db');
    expect(count(live, 'SELECT COUNT(*) FROM kysely_migration')).toBe(20);
    await rentalDatabase(live);
    expect(
      count(live, "SELECT COUNT(*) FROM kysely_migration WHERE name = '0024-sms-languages'"),
    ).toBe(1);
    expect(rentalsIn(live)).toBe(0);
  }, 30_000);
});
