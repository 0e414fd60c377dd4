import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { landlordWithHistories, moveOut } from './fixtures.js';

// Erased means gone from the database's files too, not only from its rows: SQLite's main file,
// WAL and shared memory; PostgreSQL's files of every table the erasure touched, with their
// TOAST tables and indexes. The tenant (fixtures.ts) has names found nowhere else.

const postgres = Boolean(process.env.DATABASE_URL);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erase-files-'));
const sqliteFile = path.join(dir, 'rental.db');
let t: TestApp;
let world: Awaited<ReturnType<typeof landlordWithHistories>>;
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, sqliteFile });
  world = await landlordWithHistories(t.app, time.clock());
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Zawadi's names and her phone in every form it is written in (M-PESA: capitals, 2547...). */
const zawadiTraces = ['zawadi', 'mwakilema', '0798765432', '254798765432', '+254798765432'];

/** The tables an erasure writes to (erase-repository.ts, payer-scrub.ts, activity-scrub.ts). */
const erasedTables = [
  'tenants',
  'transactions',
  'invoices',
  'credit_notes',
  'deposit_refunds',
  'sms_messages',
  'incoming_sms',
  'stk_requests',
  'stk_callbacks',
  'unallocated_payments',
  'quarantined_payments',
  'mpesa_callbacks',
  'tenant_links',
  'rate_windows',
  'activity_log',
];

/** The files holding the database's bytes: SQLite's three, or the tables' relation files. */
async function databaseFiles(): Promise<string[]> {
  if (!postgres) {
    return [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`].filter((file) =>
      fs.existsSync(file),
    );
  }
  // Pages still in PostgreSQL's buffers are written out first.
  await sql`checkpoint`.execute(t.db);
  const { rows: settings } = await sql<{ data_directory: string }>`
    show data_directory`.execute(t.db);
  // Each table, its TOAST table and the TOAST index, and the table's indexes.
  const { rows } = await sql<{ file: string }>`
    with touched as (
      select c.oid, c.reltoastrelid from pg_class c
      where c.relnamespace = current_schema()::regnamespace
        and c.relname = any(${erasedTables}::text[])
    ), relations as (
      select oid from touched
      union select reltoastrelid from touched where reltoastrelid <> 0
      union select i.indexrelid from pg_index i
        where i.indrelid in (select oid from touched)
           or i.indrelid in (select reltoastrelid from touched)
    )
    select pg_relation_filepath(oid) as file from relations`.execute(t.db);
  expect(rows.length).toBeGreaterThan(erasedTables.length * 2);
  const base = settings[0]!.data_directory;
  // A relation over 1 GB continues in <file>.1, <file>.2...
  return rows.flatMap(({ file }) => {
    const folder = path.join(base, path.dirname(file));
    const name = path.basename(file);
    return fs
      .readdirSync(folder)
      .filter((entry) => entry === name || new RegExp(`^${name}\\.\\d+$`).test(entry))
      .map((entry) => path.join(folder, entry));
  });
}

/** How often each trace occurs in the files' raw bytes, ignoring case; only those found. */
async function hitsInFiles(traces: readonly string[]): Promise<Record<string, number>> {
  const hits: Record<string, number> = {};
  for (const file of await databaseFiles()) {
    const bytes = fs.readFileSync(file).toString('latin1').toLowerCase();
    for (const trace of traces) {
      const count = bytes.split(trace.toLowerCase()).length - 1;
      if (count > 0) hits[`${path.basename(file)}: ${trace}`] = count;
    }
  }
  return hits;
}

describe('erasing a former tenant', () => {
  it('leaves no byte of their name or phone in the database files', async () => {
    const { owner } = world;
    const id = world.zawadi.tenantid;
    await moveOut(t.app, owner.token, id, '2026-03-02');
    // Her details were written to the files: the search finds them before.
    const before = await hitsInFiles(zawadiTraces);
    for (const trace of zawadiTraces) {
      expect(
        Object.keys(before).some((key) => key.endsWith(`: ${trace}`)),
        trace,
      ).toBe(true);
    }

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/${id}/erase`,
      headers: authed(owner.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ erased: true });

    expect(await hitsInFiles(zawadiTraces)).toEqual({});
    // The other tenant is still on file: the search is not blind after the erasure.
    expect(await hitsInFiles(['barakaeli', 'ochiengo'])).not.toEqual({});
  });
});
