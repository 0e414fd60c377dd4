import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../src/db/connection.js';
import { openSqliteReader } from '../../src/db/sqlite-reader.js';
import type { Database } from '../../src/db/types.js';

// The server's reports read its SQLite file on a thread of their own (issue 33): they see what
// the server committed, never write, and never hold the thread that answers M-PESA.

let dir: string | undefined;
let handle: DbHandle | undefined;
let reader: Kysely<Database> | undefined;
afterEach(async () => {
  await reader?.destroy();
  await handle?.db.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  reader = handle = dir = undefined;
});

async function openBoth() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-reader-'));
  const file = path.join(dir, 'rental.db');
  handle = openDb({ sqliteFile: file });
  const { db } = handle;
  await sql`create table things (id integer primary key, name text not null)`.execute(db);
  reader = openSqliteReader(file);
  return { db, reader };
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name);
const readNames = async (db: Kysely<Database>) =>
  names((await sql<{ name: string }>`select name from things order by id`.execute(db)).rows);

describe('the SQLite reader', () => {
  it('reads each commit of the writer as soon as it returns', async () => {
    const { db, reader } = await openBoth();
    expect(await readNames(reader)).toEqual([]);
    for (const name of ['Amina', 'Baraka', 'Chebet']) {
      await sql`insert into things (name) values (${name})`.execute(db);
      expect((await readNames(reader)).at(-1)).toBe(name);
    }
    // And nothing a transaction has not yet committed.
    await db.transaction().execute(async (trx) => {
      await sql`insert into things (name) values ('Daudi')`.execute(trx);
      expect(await readNames(reader)).toEqual(['Amina', 'Baraka', 'Chebet']);
    });
    expect(await readNames(reader)).toEqual(['Amina', 'Baraka', 'Chebet', 'Daudi']);
  });

  it('passes parameters and returns rows with their types', async () => {
    const { db, reader } = await openBoth();
    await sql`insert into things (name) values ('Amina'), ('Baraka')`.execute(db);
    const { rows } = await sql<{ id: number; name: string; cents: number; none: null }>`
      select id, name, ${250_000} * id as cents, null as none from things where name = ${'Baraka'}`.execute(
      reader,
    );
    expect(rows).toEqual([{ id: 2, name: 'Baraka', cents: 500_000, none: null }]);
  });

  it('refuses to write, and the file keeps what the writer wrote', async () => {
    const { db, reader } = await openBoth();
    await sql`insert into things (name) values ('Amina')`.execute(db);
    await expect(sql`insert into things (name) values ('Mallory')`.execute(reader)).rejects.toThrow(
      /readonly/i,
    );
    await expect(sql`delete from things`.execute(reader)).rejects.toMatchObject({
      code: 'SQLITE_READONLY',
    });
    expect(await readNames(db)).toEqual(['Amina']);
  });

  it('fails one bad query and goes on answering the next', async () => {
    const { reader } = await openBoth();
    await expect(sql`select name from nowhere`.execute(reader)).rejects.toThrow(
      /no such table: nowhere/,
    );
    expect(await readNames(reader)).toEqual([]);
  });

  it('keeps one snapshot through a transaction of its own', async () => {
    const { db, reader } = await openBoth();
    await sql`insert into things (name) values ('Amina')`.execute(db);
    const seen = await reader.transaction().execute(async (trx) => {
      const before = await readNames(trx);
      await sql`insert into things (name) values ('Baraka')`.execute(db);
      return { before, after: await readNames(trx) };
    });
    expect(seen).toEqual({ before: ['Amina'], after: ['Amina'] });
    expect(await readNames(reader)).toEqual(['Amina', 'Baraka']);
  });

  it('leaves the calling thread free while it reads', async () => {
    const { db, reader } = await openBoth();
    await sql`insert into things (name) values ('Amina')`.execute(db);
    const finished: string[] = [];
    // A read that takes its thread a good while (counting a few million rows).
    const long = sql<{ n: number }>`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000)
      select count(*) as n from n`
      .execute(reader)
      .then(({ rows }) => {
        finished.push('reader');
        return rows[0]?.n;
      });
    // Meanwhile this thread writes and reads on its own connection, and is done first.
    await sql`insert into things (name) values ('Baraka')`.execute(db);
    expect(await readNames(db)).toEqual(['Amina', 'Baraka']);
    finished.push('writer');
    expect(await long).toBe(3_000_000);
    expect(finished).toEqual(['writer', 'reader']);
  });

  it('answers queries sent together, each with its own rows', async () => {
    const { db, reader } = await openBoth();
    await sql`insert into things (name) values ('Amina'), ('Baraka'), ('Chebet')`.execute(db);
    const answers = await Promise.all(
      ['Amina', 'Baraka', 'Chebet', 'Amina'].map(
        async (name) =>
          (await sql<{ id: number }>`select id from things where name = ${name}`.execute(reader))
            .rows[0]?.id,
      ),
    );
    expect(answers).toEqual([1, 2, 3, 1]);
  });
});
