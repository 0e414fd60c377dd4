import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/db/connection.js';
import { erasureMark, wipeErased, type ErasureMark } from '../../src/db/wipe-erased.js';
import { freshPostgresDatabase, type PostgresDatabase } from '../helpers/postgres-database.js';

// After an erasure the old row versions are wiped from the files (a TRUNCATE checkpoint on
// SQLite, VACUUM (FULL) on PostgreSQL). Someone in the way (a reader holding the WAL, a
// transaction holding the table) delays it briefly; then it is logged and the erasure goes on.

const databaseUrl = process.env.DATABASE_URL;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wipe-erased-'));
const sqliteFile = path.join(dir, 'rental.db');
let postgres: PostgresDatabase | undefined;
let db: Db;
let mark: ErasureMark;

beforeAll(async () => {
  postgres = databaseUrl ? await freshPostgresDatabase(databaseUrl) : undefined;
  db = openDb(postgres ? { databaseUrl: postgres.url } : { sqliteFile }).db;
  await sql`create table wipe_probe (id integer primary key, name text not null)`.execute(db);
  await sql`insert into wipe_probe (id, name) values (1, 'Quillonbrae Xantorvik')`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function capturedLog() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (_details: object, message: string) => warnings.push(message) } };
}

/** Holds the probe table against the wipe: an open read on SQLite, a table lock on PostgreSQL. */
async function holdTable(): Promise<() => Promise<void>> {
  if (postgres) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query('begin');
    await client.query('lock table wipe_probe in access share mode');
    return async () => {
      await client.query('commit');
      await client.end();
    };
  }
  const reader = new SQLite(sqliteFile);
  reader.exec('begin');
  reader.prepare('select count(*) from wipe_probe').get();
  return async () => {
    reader.exec('commit');
    reader.close();
  };
}

/** Where the probe's bytes are now: the WAL's size, or the table's file. */
async function wipeMark(): Promise<string> {
  if (postgres) {
    const { rows } = await sql<{ file: string }>`
      select pg_relation_filepath('wipe_probe') as file`.execute(db);
    return rows[0]!.file;
  }
  return String(fs.statSync(`${sqliteFile}-wal`).size);
}

/**
 * Sees the probe table as it is now until released: an open read on SQLite (the WAL cannot be
 * emptied under it), a repeatable-read snapshot on PostgreSQL (VACUUM keeps what it sees).
 */
async function holdSnapshot(): Promise<() => Promise<void>> {
  if (!postgres) return holdTable();
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query('begin isolation level repeatable read');
  // A snapshot without a lock on the table: VACUUM (FULL) would not wait for it by itself.
  await client.query('select 1');
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

/** Whether `text` is anywhere in the files: SQLite's main file and WAL, or the table's file. */
async function onFile(text: string): Promise<boolean> {
  let files = [sqliteFile, `${sqliteFile}-wal`];
  if (postgres) {
    await sql`checkpoint`.execute(db);
    const { rows } = await sql<{ file: string; base: string }>`
      select pg_relation_filepath('wipe_probe') as file,
        current_setting('data_directory') as base`.execute(db);
    files = [path.join(rows[0]!.base, rows[0]!.file)];
  }
  return files.some((file) => fs.readFileSync(file).includes(text));
}

describe('wiping erased rows from the database files', () => {
  it('waits briefly for an older snapshot to end, then wipes the old version', async () => {
    await sql`insert into wipe_probe (id, name) values (2, 'Vendrakos Pellumbite')`.execute(db);
    const release = await holdSnapshot();
    await db.transaction().execute(async (trx) => {
      await sql`update wipe_probe set name = 'Former tenant #2' where id = 2`.execute(trx);
      mark = await erasureMark(trx);
    });
    expect(await onFile('Vendrakos')).toBe(true);
    const log = capturedLog();
    const wiped = wipeErased(db, mark, ['wipe_probe'], log.log, { attempts: 40, pauseMs: 50 });
    setTimeout(() => void release(), 200);
    await wiped;
    expect(log.warnings).toEqual([]);
    expect(await onFile('Vendrakos')).toBe(false);
  }, 20_000);

  it('gives up with a warning while someone holds the table, and wipes once they are gone', async () => {
    await db.transaction().execute(async (trx) => {
      await sql`update wipe_probe set name = 'Former tenant #1' where id = 1`.execute(trx);
      mark = await erasureMark(trx);
    });
    const release = await holdTable();
    const blocked = capturedLog();
    const before = await wipeMark();
    await wipeErased(db, mark, ['wipe_probe'], blocked.log, { attempts: 2, pauseMs: 10 });
    expect(blocked.warnings).toEqual([
      postgres
        ? 'A table was busy: not rewritten after an erasure'
        : 'The WAL could not be checkpointed after an erasure (a reader held it); the next checkpoint will',
    ]);
    expect(await wipeMark()).toBe(before);
    // Meanwhile the database answers as usual.
    const { rows } = await sql<{ name: string }>`select name from wipe_probe where id = 1`.execute(
      db,
    );
    expect(rows).toEqual([{ name: 'Former tenant #1' }]);

    await release();
    const free = capturedLog();
    await wipeErased(db, mark, ['wipe_probe'], free.log);
    expect(free.warnings).toEqual([]);
    if (postgres) expect(await wipeMark()).not.toBe(before);
    else expect(await wipeMark()).toBe('0');
  }, 20_000);
});
