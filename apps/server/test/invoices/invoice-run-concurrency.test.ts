import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../../src/db/connection.js';
import { applierShards } from '../../src/db/applier-shards.js';
import { lockOrganization } from '../../src/db/locks.js';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed } from '../helpers/accounts.js';
import { type HeldTransaction, heldTransaction } from '../helpers/held-transaction.js';
import { samePostgresPlace } from '../helpers/postgres-database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertTenants,
  invoicesOf,
  smsOf,
} from './billing-fixtures.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const tenantCount = 300;

/** 300 tenants, rent and service charge due since 2 March: 3 dates to bill by 2 May. */
async function dueLandlord() {
  const owner = await billingLandlord(t.app, t.db);
  await insertTenants(t.db, owner.roomRef, tenantCount);
  await createSchedule(t.app, owner);
  await createSchedule(t.app, owner, { invoicetype: 'Service Charge Bill', servicecharge: 250 });
  return owner;
}

/** Exactly one invoice per tenant, schedule and date; numbers 1..n; one SMS per invoice. */
async function expectBilledOnce(organizationId: string, expected: number) {
  const invoices = await invoicesOf(t.db, organizationId);
  expect(invoices).toHaveLength(expected);
  const periods = new Set(invoices.map((i) => `${i.schedule_id} ${i.billing_date} ${i.tenant_id}`));
  expect(periods.size).toBe(expected);
  expect(invoices.map((i) => i.number)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
  const sms = await smsOf(t.db, organizationId);
  expect(sms).toHaveLength(expected);
  expect(new Set(sms.map((s) => s.invoice_id))).toEqual(new Set(invoices.map((i) => i.id)));
}

function runOn(db: Db, organizationId: string) {
  return runDueInvoices({ db, clock: time.clock }, { today: '2026-05-02', organizationId });
}

describe('two invoice runs at the same moment', () => {
  it('on one database handle bill each tenant once', async () => {
    const owner = await dueLandlord();
    const results = await Promise.all([
      runOn(t.db, owner.organizationId),
      runOn(t.db, owner.organizationId),
      runOn(t.db, owner.organizationId),
    ]);
    const expected = tenantCount * 2 * 3;
    expect(results.reduce((sum, r) => sum + r.invoices, 0)).toBe(expected);
    expect(results.reduce((sum, r) => sum + r.messages, 0)).toBe(expected);
    await expectBilledOnce(owner.organizationId, expected);
  });

  it('leave the ledger consistent when a schedule is edited and a tenancy ended mid-run', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const tenants = await insertTenants(t.db, owner.roomRef, 20);
    const leaving = tenants[7]!;
    const id = await createSchedule(t.app, owner);
    let during: Promise<LightMyRequestResponse[]> | undefined;
    const result = await runDueInvoices(
      { db: t.db, clock: time.clock },
      {
        today: '2026-03-02',
        organizationId: owner.organizationId,
        onProgress: () => {
          // Sent while the run's transaction is open; they wait for it and then apply.
          during ??= Promise.all([
            t.app.inject({
              method: 'PUT',
              url: `/api/invoicesettings/all-invoices/${id}`,
              headers: authed(owner.token),
              payload: {
                invoicetype: 'Service Charge Bill',
                servicecharge: 400,
                rentalid: owner.rental.rentalid,
                billingfrequency: 'quarterly',
                startdate: '2026-03-02',
              },
            }),
            t.app.inject({
              method: 'POST',
              url: `/api/tenant/${leaving.id}/end-tenancy`,
              headers: authed(owner.token),
              payload: { moveoutdate: '2026-03-02' },
            }),
          ]);
        },
      },
    );
    expect(result.invoices).toBe(20);
    const [edited, removed] = await during!;
    expect(edited!.statusCode).toBe(200);
    expect(removed!.statusCode).toBe(200);
    // The edit kept the date the run moved on to; the leaver keeps the invoice of their
    // last day (history stays) and the next run leaves them out.
    expect(edited!.json().invoice.settingdata.nextbillingdate).toBe('2026-04-02');
    const after = await invoicesOf(t.db, owner.organizationId);
    expect(after).toHaveLength(20);
    expect(after.filter((i) => i.tenant_id === leaving.id)).toHaveLength(1);

    await runOn(t.db, owner.organizationId);
    const april = (await invoicesOf(t.db, owner.organizationId)).filter(
      (i) => i.billing_date !== '2026-03-02',
    );
    expect(april).toHaveLength(19);
    expect(april.every((i) => i.invoice_type === 'Service Charge Bill')).toBe(true);
    expect(april.every((i) => Number(i.amount_cents) === 120_000)).toBe(true);
  });

  it("the timer's run bills organizations at once, each one's reminders after its bills", async () => {
    const owners = [];
    for (let i = 0; i < 3; i += 1) {
      const owner = await billingLandlord(t.app, t.db);
      await insertTenants(t.db, owner.roomRef, 20);
      await createSchedule(t.app, owner);
      await createSchedule(t.app, owner, { invoicetype: 'Pending Bill' });
      owners.push(owner);
    }
    // Up to the date the other tests bill to: their timer's runs find these organizations done.
    // Two transactions at once, one of them billing two organizations together.
    const timer = {
      today: '2026-05-02',
      skipBusy: true,
      organizationsAtOnce: 2,
      organizationsPerTransaction: 2,
    };
    const result = await runDueInvoices({ db: t.db, clock: time.clock }, timer);
    // Three dates (2 March to 2 May) of two schedules, for 20 tenants of each organization.
    expect(result).toMatchObject({ schedules: 6, invoices: 3 * 20 * 2 * 3 });
    for (const owner of owners) {
      const invoices = await invoicesOf(t.db, owner.organizationId);
      expect(invoices.map((i) => i.number)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
      const rent = invoices.filter((i) => i.invoice_type === 'Rental Invoice Bill');
      const reminders = invoices.filter((i) => i.invoice_type === 'Pending Bill');
      expect(rent).toHaveLength(60);
      // Each reminder counts its date's bill: what the tenant was billed up to that date.
      for (const reminder of reminders) {
        const billed = rent
          .filter((i) => i.tenant_id === reminder.tenant_id)
          .filter((i) => i.billing_date <= reminder.billing_date)
          .reduce((sum, i) => sum + Number(i.amount_cents), 0);
        expect(Number(reminder.amount_cents)).toBe(billed);
      }
      expect(new Set(reminders.map((i) => `${i.tenant_id} ${i.billing_date}`)).size).toBe(60);
    }
  });

  // Two connection pools only exist on PostgreSQL (SQLite here is one in-memory connection);
  // the suite runs on PostgreSQL in CI too, where this test is defined.
  if (process.env.DATABASE_URL)
    it('from two processes (two connection pools) on PostgreSQL bill each tenant once', async () => {
      const owner = await dueLandlord();
      const second = openDb(await samePostgresPlace(t.db, process.env.DATABASE_URL!));
      try {
        const results = await Promise.all([
          runOn(t.db, owner.organizationId),
          runOn(second.db, owner.organizationId),
          runOn(second.db, owner.organizationId),
          // The timer's run, for every organization, at the same moment.
          runDueInvoices({ db: second.db, clock: time.clock }, { today: '2026-05-02' }),
          runDueInvoices(
            { db: t.db, clock: time.clock },
            { today: '2026-05-02', skipBusy: true, organizationsPerTransaction: 4 },
          ),
        ]);
        const expected = tenantCount * 2 * 3;
        expect(results.reduce((sum, r) => sum + r.invoices, 0)).toBe(expected);
        await expectBilledOnce(owner.organizationId, expected);
      } finally {
        await second.db.destroy();
      }
    });

  if (process.env.DATABASE_URL)
    it('keeps the invoice of a tenant deleted while the run bills them, and the tenant', async () => {
      const owner = await billingLandlord(t.app, t.db);
      const [tenant] = await insertTenants(t.db, owner.roomRef, 1);
      await createSchedule(t.app, owner);
      const second = openDb(await samePostgresPlace(t.db, process.env.DATABASE_URL!));
      let deleted: Promise<LightMyRequestResponse> | undefined;
      try {
        const result = await runDueInvoices(
          { db: second.db, clock: time.clock },
          {
            today: '2026-03-02',
            organizationId: owner.organizationId,
            // The invoice is written, its transaction still open: the owner deletes the
            // tenant, whose request waits for the run (a row lock not granted).
            onProgress: async () => {
              deleted ??= t.app.inject({
                method: 'DELETE',
                url: `/api/tenant/${tenant!.id}`,
                headers: authed(owner.token),
              });
              await vi.waitFor(
                async () => {
                  const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
                    from pg_locks l join pg_stat_activity a on a.pid = l.pid
                    where a.datname = current_database() and l.locktype = 'transactionid'
                      and not l.granted`.execute(t.db);
                  expect(rows[0]!.waiting).toBe(1);
                },
                { timeout: 10_000, interval: 20 },
              );
            },
          },
        );
        expect(result.invoices).toBe(1);
        // Once the run commits, the tenant has books: the delete is refused, the invoice stays.
        expect((await deleted!).statusCode).toBe(409);
        expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(1);
        expect(await smsOf(t.db, owner.organizationId)).toHaveLength(1);
      } finally {
        await deleted;
        await second.db.destroy();
      }
    });

  if (process.env.DATABASE_URL)
    it("the timer's run passes over an organization being written, and bills it once free", async () => {
      const owner = await dueLandlord();
      const second = openDb(await samePostgresPlace(t.db, process.env.DATABASE_URL!));
      let holder: HeldTransaction | undefined;
      try {
        holder = await heldTransaction(second.db, (trx) =>
          lockOrganization(trx, owner.organizationId),
        );
        const timer = { today: '2026-05-02', organizationId: owner.organizationId, skipBusy: true };
        // Waiting for the lock, this run would not answer until the holder let go.
        const passedOver = await runDueInvoices({ db: t.db, clock: time.clock }, timer);
        expect(passedOver.invoices).toBe(0);
        expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(0);
        holder.release();
        await holder.done;
        const billed = await runDueInvoices({ db: t.db, clock: time.clock }, timer);
        expect(billed.invoices).toBe(tenantCount * 2 * 3);
        await expectBilledOnce(owner.organizationId, tenantCount * 2 * 3);
      } finally {
        holder?.release();
        await second.db.destroy();
      }
    });

  // The C2B appliers and the invoice run take turns at an organization's payments shard
  // (db/applier-shards.ts): a payments batch never waits at a tenant the run is billing.
  if (process.env.DATABASE_URL)
    it('bills an organization once no payments batch holds its shard', async () => {
      const owner = await dueLandlord();
      const second = openDb(await samePostgresPlace(t.db, process.env.DATABASE_URL!));
      let applier: HeldTransaction | undefined;
      try {
        // What a C2B applier's batch holds while it applies the shard's confirmations.
        applier = await heldTransaction(second.db, async (trx) => {
          const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_xact_lock(
            ${applierShards.lockClass}, hashtext(${owner.organizationId})
            & ${applierShards.count - 1}) as taken`.execute(trx);
          expect(rows[0]!.taken).toBe(true);
        });
        const timer = { today: '2026-05-02', organizationId: owner.organizationId, skipBusy: true };
        const run = runDueInvoices({ db: t.db, clock: time.clock }, timer);
        // The run waits for the shard (PostgreSQL shows its advisory lock not granted) and
        // has written nothing meanwhile.
        await vi.waitFor(
          async () => {
            const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
              from pg_locks where locktype = 'advisory' and not granted
                and classid = ${applierShards.lockClass}`.execute(second.db);
            expect(rows[0]!.waiting).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
        expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(0);
        applier.release();
        await applier.done;
        expect((await run).invoices).toBe(tenantCount * 2 * 3);
        await expectBilledOnce(owner.organizationId, tenantCount * 2 * 3);
      } finally {
        applier?.release();
        await second.db.destroy();
      }
    });
});
