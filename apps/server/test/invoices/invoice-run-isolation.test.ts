import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInvoiceScheduler } from '../../src/jobs/invoice-scheduler.js';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertTenants,
  invoicesOf,
  scheduleRow,
  smsOf,
} from './billing-fixtures.js';
import { chargesPerBatch } from '../../src/modules/ledger/post-charges.js';

// 2026-03-02 09:00 in Nairobi. A database of its own: these runs bill every due schedule.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** Two landlords with two tenants and a schedule due today each; the first one's fails. */
async function twoLandlords() {
  const broken = await billingLandlord(t.app, t.db);
  const healthy = await billingLandlord(t.app, t.db);
  for (const owner of [broken, healthy]) await insertTenants(t.db, owner.roomRef, 2);
  const brokenId = await createSchedule(t.app, broken);
  time.advanceMinutes(1); // made later, so billed after the broken one
  const healthyId = await createSchedule(t.app, healthy);
  // The failure strikes inside the broken schedule's transaction, after its invoices are written.
  const onProgress = (progress: { scheduleId: string }) => {
    if (progress.scheduleId === brokenId) throw new Error('disk I/O error');
  };
  return { broken, healthy, brokenId, healthyId, onProgress };
}

/** A trigger that makes the database refuse any invoice of this tenant, until `mend()`. */
async function refuseInvoicesOf(tenantId: string) {
  if (process.env.DATABASE_URL) {
    await sql`create function refuse_invoice() returns trigger language plpgsql as $$
      begin raise exception 'invoice refused'; end $$`.execute(t.db);
    await sql`create trigger refuse_invoice before insert on invoices for each row
      when (new.tenant_id = ${sql.lit(tenantId)}) execute function refuse_invoice()`.execute(t.db);
    return { mend: () => sql`drop function refuse_invoice() cascade`.execute(t.db) };
  }
  await sql`create trigger refuse_invoice before insert on invoices
    when new.tenant_id = ${sql.lit(tenantId)}
    begin select raise(abort, 'invoice refused'); end`.execute(t.db);
  return { mend: () => sql`drop trigger refuse_invoice`.execute(t.db) };
}

describe('one schedule failing', () => {
  it('does not stop the other landlords being billed, and is told by schedule', async () => {
    const { broken, healthy, brokenId, healthyId, onProgress } = await twoLandlords();
    const before = await scheduleRow(t.db, brokenId);
    const failed: string[] = [];
    const result = await runDueInvoices(
      { db: t.db, clock: time.clock },
      { onProgress, onScheduleError: (id) => failed.push(id) },
    );

    expect(failed).toEqual([brokenId]); // tried once, not once per round
    expect(result.schedules).toBe(1);
    expect(await invoicesOf(t.db, healthy.organizationId)).toHaveLength(2);
    expect((await scheduleRow(t.db, healthyId)).next_billing_date).toBe('2026-04-02');
    // The failed date is rolled back whole and left for the next run.
    expect(await invoicesOf(t.db, broken.organizationId)).toHaveLength(0);
    expect((await scheduleRow(t.db, brokenId)).next_billing_date).toBe(before.next_billing_date);

    // Once it is mended, the next run bills it.
    await runDueInvoices({ db: t.db, clock: time.clock });
    expect(await invoicesOf(t.db, broken.organizationId)).toHaveLength(2);
  });

  it('without a handler, throws the failure once the others are billed', async () => {
    const { broken, healthy, onProgress } = await twoLandlords();
    await expect(runDueInvoices({ db: t.db, clock: time.clock }, { onProgress })).rejects.toThrow(
      'disk I/O error',
    );
    expect(await invoicesOf(t.db, healthy.organizationId)).toHaveLength(2);
    expect(await invoicesOf(t.db, broken.organizationId)).toHaveLength(0);
  });

  it('rolls back a date whose first batch fails while the next one is being written', async () => {
    // The run sends a batch's INSERTs before it finishes the one before (writeCharges). Here
    // the database refuses one invoice of the first batch: the second batch's statements, sent
    // meanwhile, fail in the aborted transaction, are not committed and do not surface as an
    // unhandled rejection (vitest fails the file on one).
    const owner = await billingLandlord(t.app, t.db);
    const tenants = await insertTenants(t.db, owner.roomRef, chargesPerBatch + 10);
    const scheduleId = await createSchedule(t.app, owner);
    const before = await scheduleRow(t.db, scheduleId);
    const refusal = await refuseInvoicesOf(tenants[5]!.id);
    const progress: number[] = [];
    const onProgress = ({ invoices }: { invoices: number }) => void progress.push(invoices);
    const run = { organizationId: owner.organizationId, onProgress };
    await expect(runDueInvoices({ db: t.db, clock: time.clock }, run)).rejects.toThrow(
      'invoice refused',
    );
    expect(progress).toEqual([]);
    expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(0);
    expect(await smsOf(t.db, owner.organizationId)).toHaveLength(0);
    expect((await scheduleRow(t.db, scheduleId)).next_billing_date).toBe(before.next_billing_date);

    // Mended, the next run bills every tenant once, numbered from 1 without a gap.
    await refusal.mend();
    await runDueInvoices({ db: t.db, clock: time.clock }, run);
    expect(progress).toEqual([chargesPerBatch, chargesPerBatch + 10]);
    const invoices = await invoicesOf(t.db, owner.organizationId);
    expect(invoices.map((i) => Number(i.number))).toEqual(
      Array.from({ length: chargesPerBatch + 10 }, (_, i) => i + 1),
    );
  });

  it('rolls back a date whose progress fails while the next batch is being written', async () => {
    // The failure is the run's own (here: onProgress after the first batch) while the second
    // batch's statements are on their way: the rollback must wait for them, or they would run
    // after it, outside the transaction, and stay.
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, chargesPerBatch + 10);
    const scheduleId = await createSchedule(t.app, owner);
    const before = await scheduleRow(t.db, scheduleId);
    const onProgress = () => {
      throw new Error('disk I/O error');
    };
    const run = { organizationId: owner.organizationId, onProgress };
    await expect(runDueInvoices({ db: t.db, clock: time.clock }, run)).rejects.toThrow(
      'disk I/O error',
    );
    expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(0);
    expect(await smsOf(t.db, owner.organizationId)).toHaveLength(0);
    expect((await scheduleRow(t.db, scheduleId)).next_billing_date).toBe(before.next_billing_date);
  });

  it('is reported by the scheduler with the schedule named, and the others billed', async () => {
    const broken = await billingLandlord(t.app, t.db);
    const healthy = await billingLandlord(t.app, t.db);
    for (const owner of [broken, healthy]) await insertTenants(t.db, owner.roomRef, 1);
    const brokenId = await createSchedule(t.app, broken);
    time.advanceMinutes(1);
    await createSchedule(t.app, healthy);
    // A schedule no run can bill: a frequency the app does not know, as a bad import could leave.
    const unknownFrequency = 'fortnightly' as 'monthly';
    await t.db
      .updateTable('invoice_schedules')
      .set({ billing_frequency: unknownFrequency })
      .where('id', '=', brokenId)
      .execute();

    const onError = vi.fn();
    const stop = startInvoiceScheduler({ db: t.db, clock: time.clock, onError, intervalMs: 20 });
    try {
      // The scheduler bills every landlord due, the earlier tests' thousand tenants included
      // (their runs were rolled back): on PostgreSQL that takes more than waitFor's default
      // second.
      await vi.waitFor(
        async () => {
          expect(await invoicesOf(t.db, healthy.organizationId)).toHaveLength(1);
          expect(onError).toHaveBeenCalled();
        },
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      await stop();
    }
    const error = onError.mock.calls[0]![0] as Error;
    expect(error.message).toContain(`invoice schedule ${brokenId} could not be billed`);
    expect(await invoicesOf(t.db, broken.organizationId)).toHaveLength(0);
  });
});
