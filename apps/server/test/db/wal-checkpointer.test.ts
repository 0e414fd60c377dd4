import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../src/db/connection.js';
import { startWalCheckpointer, type WalCheckpointer } from '../../src/db/wal-checkpointer.js';

// The server's SQLite commits leave the WAL to a checkpointer thread (issue 33): the rows a
// commit wrote reach the database file without the committing thread copying them there.

let dir: string | undefined;
let handle: DbHandle | undefined;
let checkpointer: WalCheckpointer | undefined;
afterEach(async () => {
  await checkpointer?.stop();
  await handle?.db.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  checkpointer = handle = dir = undefined;
});

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * `hundreds` hundred rows of 4 KB in one commit: 30 is about 3,000 pages (12 MB), past
 * SQLite's default checkpoint at 1,000.
 */
async function writeRows(db: DbHandle['db'], hundreds = 30) {
  await sql`create table if not exists filler (id integer primary key, body text not null)`.execute(
    db,
  );
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < hundreds; i++) {
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 100)
        insert into filler (body) select printf('%.4000c', 'x') from n`.execute(trx);
    }
  });
}

function openDatabase() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
  const file = path.join(dir, 'rental.db');
  handle = openDb({ sqliteFile: file, walCheckpoints: 'background' });
  return { file, db: handle.db, sizeOf: () => fs.statSync(file).size };
}

const rethrow = (error: Error) => {
  throw error;
};

describe('the WAL checkpointer', () => {
  it('copies committed pages into the database file off the committing thread', async () => {
    const { file, db, sizeOf } = openDatabase();
    await writeRows(db);
    // The commit left its pages in the WAL: the server's connection did not checkpoint.
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(10_000_000);
    expect(sizeOf()).toBeLessThan(1_000_000);

    checkpointer = startWalCheckpointer(file, { intervalMs: 20, onError: rethrow });
    await until(() => sizeOf() > 10_000_000);
    const rows = await sql<{ n: number }>`select count(*) as n from filler`.execute(db);
    expect(Number(rows.rows[0]!.n)).toBe(3000);
  });

  it("starts its thread only once the WAL passes SQLite's own checkpoint threshold", async () => {
    const { file, db, sizeOf } = openDatabase();
    checkpointer = startWalCheckpointer(file, { intervalMs: 20, onError: rethrow });
    // About 100 pages: a quiet server's writes stay in the WAL, with no thread to copy them.
    await writeRows(db, 1);
    const walBytes = fs.statSync(`${file}-wal`).size;
    expect(walBytes).toBeGreaterThan(400_000);
    expect(walBytes).toBeLessThan(4 * 1024 * 1024);
    const before = sizeOf();
    // Ten of its rounds: a thread running would have copied the WAL in the first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sizeOf()).toBe(before);

    // Busy: past 1,000 pages the thread starts and copies everything committed.
    await writeRows(db, 30);
    await until(() => sizeOf() > 12_000_000);
    const rows = await sql<{ n: number }>`select count(*) as n from filler`.execute(db);
    expect(Number(rows.rows[0]!.n)).toBe(3100);
  });
});
