import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connection.js';
import { lockOrganization, lockOrganizationAndItsWriters } from '../../src/db/locks.js';
import { monthIsOpen } from '../../src/modules/ledger/closed-months.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';

// Rent day: an organization's invoice run (and every writer that takes turns with others of
// its organization) must not wait for the payments being posted meanwhile, which on rent day
// never stop; closing a month must wait for them (closed-months.ts). Each database run checks
// its own locking, so neither run skips a test.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs `body` in a transaction that gives up on a lock after `ms` (55P03). */
function withLockTimeout(db: Db, ms: number, body: (trx: Db) => Promise<unknown>) {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('lock_timeout', ${`${ms}ms`}, true)`.execute(trx);
    await body(trx);
  });
}

/** Holds `hold` inside an open transaction while `meanwhile` runs, then commits. */
async function whileHolding(
  db: Db,
  hold: (trx: Db) => Promise<unknown>,
  meanwhile: () => Promise<void>,
) {
  await db.transaction().execute(async (trx) => {
    await hold(trx);
    await meanwhile();
  });
}

describe('locking an organization', () => {
  if (process.env.DATABASE_URL) {
    it('lets rows that name the organization be written while its writers take turns', async () => {
      const owner = await landlordWithRoom(t.app);
      const org = owner.organizationId;
      // A posting in flight: its foreign keys (and the closed-month check) hold a key share.
      await whileHolding(
        t.db,
        (trx) => monthIsOpen(trx, org, '2026-06-01'),
        async () => {
          await withLockTimeout(t.db, 2000, (trx) => lockOrganization(trx, org));
        },
      );
      // Two writers of the organization still take turns.
      await whileHolding(
        t.db,
        (trx) => lockOrganization(trx, org),
        async () => {
          await expect(
            withLockTimeout(t.db, 200, (trx) => lockOrganization(trx, org)),
          ).rejects.toMatchObject({ code: '55P03' });
        },
      );
    });

    it('makes closing a month wait for the postings in flight', async () => {
      const owner = await landlordWithRoom(t.app);
      const org = owner.organizationId;
      await whileHolding(
        t.db,
        (trx) => monthIsOpen(trx, org, '2026-06-01'),
        async () => {
          await expect(
            withLockTimeout(t.db, 200, (trx) => lockOrganizationAndItsWriters(trx, org)),
          ).rejects.toMatchObject({ code: '55P03' });
        },
      );
    });
  } else {
    it('needs no lock on SQLite: a write transaction keeps every other writer out', () => {
      // The premise of both functions doing nothing here, checked on a file as the product
      // uses it (WAL, one connection per process; a second process is a second connection).
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locks-'));
      const first = new SQLite(path.join(dir, 'x.db'));
      const second = new SQLite(path.join(dir, 'x.db'), { timeout: 0 });
      try {
        first.pragma('journal_mode = WAL');
        first.exec('create table t (n integer)');
        first.exec('begin immediate; insert into t values (1)');
        expect(() => second.exec('insert into t values (2)')).toThrow(/locked|busy/i);
        // Readers are not kept out.
        expect(second.prepare('select count(*) as n from t').get()).toEqual({ n: 0 });
        first.exec('commit');
        second.exec('insert into t values (2)');
        expect(second.prepare('select count(*) as n from t').get()).toEqual({ n: 2 });
      } finally {
        first.close();
        second.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
