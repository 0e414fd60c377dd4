import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueInvoices, type InvoiceRunOptions } from '../../src/modules/invoices/run-service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertTenants,
  invoicesOf,
  scheduleRow,
  smsOf,
  type Landlord,
} from './billing-fixtures.js';

// The timer bills several organizations' schedules of one date in one transaction
// (organizationsPerTransaction): each keeps its own numbers, plan limit, paybill and failures.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** The timer's run, with up to `together` organizations in a transaction. */
function timerRun(today: string, together: number, more: InvoiceRunOptions = {}) {
  return runDueInvoices(
    { db: t.db, clock: time.clock },
    { today, skipBusy: true, organizationsPerTransaction: together, ...more },
  );
}

async function withPaybill(owner: Landlord) {
  await t.db
    .insertInto('mpesa_settings')
    .values({
      organization_id: owner.organizationId,
      organization_name: 'Homes',
      paybill_number: '522533',
      account_number: '',
      updated_at: time.clock().toISOString(),
    })
    .execute();
}

const numbersTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('organizations billed together', () => {
  it('keeps each one its numbers, plan limit and paybill', async () => {
    const paid = await billingLandlord(t.app, t.db);
    await withPaybill(paid);
    await insertTenants(t.db, paid.roomRef, 5);
    // Individual: 40 invoices a month.
    const limited = await billingLandlord(t.app, t.db, { plan: 'individual' });
    await withPaybill(limited);
    await insertTenants(t.db, limited.roomRef, 43);
    const unpaid = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, unpaid.roomRef, 3);
    const schedules: string[] = [];
    for (const owner of [paid, limited, unpaid]) schedules.push(await createSchedule(t.app, owner));

    const result = await timerRun('2026-03-02', 3);
    expect(result).toEqual({ date: '2026-03-02', schedules: 3, invoices: 48, messages: 48 });

    const counts = [5, 40, 3];
    for (const [i, owner] of [paid, limited, unpaid].entries()) {
      const invoices = await invoicesOf(t.db, owner.organizationId);
      expect(invoices.map((invoice) => invoice.number)).toEqual(numbersTo(counts[i]!));
      expect(invoices.every((invoice) => invoice.schedule_id === schedules[i])).toBe(true);
      const sms = await smsOf(t.db, owner.organizationId);
      expect(new Set(sms.map((s) => s.invoice_id))).toEqual(new Set(invoices.map((x) => x.id)));
      // Without a paybill the bills are kept back, the others' go out.
      expect(new Set(sms.map((s) => s.status))).toEqual(
        new Set([owner === unpaid ? 'held' : 'queued']),
      );
      const schedule = await scheduleRow(t.db, schedules[i]!);
      expect(schedule.next_billing_date).toBe('2026-04-02');
      expect(schedule.last_run_note).toBe(
        owner === limited ? 'Plan limit reached: 3 tenants not invoiced on 2026-03-02' : null,
      );
      const runs = await t.db
        .selectFrom('schedule_runs')
        .selectAll()
        .where('schedule_id', '=', schedules[i]!)
        .execute();
      expect(runs.map((run) => [run.billing_date, Number(run.billed)])).toEqual([
        ['2026-03-02', counts[i]],
      ]);
      expect(JSON.parse(runs[0]!.held)).toEqual(owner === unpaid ? { paybill_not_set: 3 } : {});
    }
  });

  it('bills each organization’s dates in order when they are due on different days', async () => {
    const behind = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, behind.roomRef, 4);
    const rent = await createSchedule(t.app, behind);
    const reminder = await createSchedule(t.app, behind, { invoicetype: 'Pending Bill' });
    const current = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, current.roomRef, 2);
    await createSchedule(t.app, current, { startdate: '2026-05-02' });

    await timerRun('2026-05-02', 4);
    const invoices = await invoicesOf(t.db, behind.organizationId);
    // March to May, each date's reminder after its bill: numbers in that order.
    const order = invoices.map((i) => `${i.billing_date} ${i.invoice_type}`);
    expect([...new Set(order)]).toEqual([
      '2026-03-02 Rental Invoice Bill',
      '2026-03-02 Pending Bill',
      '2026-04-02 Rental Invoice Bill',
      '2026-04-02 Pending Bill',
      '2026-05-02 Rental Invoice Bill',
      '2026-05-02 Pending Bill',
    ]);
    expect(invoices.map((i) => i.number)).toEqual(numbersTo(24));
    expect((await scheduleRow(t.db, rent)).next_billing_date).toBe('2026-06-02');
    expect((await scheduleRow(t.db, reminder)).next_billing_date).toBe('2026-06-02');
    expect(await invoicesOf(t.db, current.organizationId)).toHaveLength(2);
  });

  it('bills the others of a failing schedule’s transaction alone, once each', async () => {
    const owners = [];
    for (let i = 0; i < 3; i += 1) {
      const owner = await billingLandlord(t.app, t.db);
      await insertTenants(t.db, owner.roomRef, 10);
      owners.push(owner);
    }
    const [first, broken, last] = owners as [Landlord, Landlord, Landlord];
    await createSchedule(t.app, first, { startdate: '2026-04-02' });
    const failing = await createSchedule(t.app, broken, { startdate: '2026-04-02' });
    await createSchedule(t.app, last, { startdate: '2026-04-02' });

    const failed: string[] = [];
    await timerRun('2026-04-02', 3, {
      onScheduleError: (scheduleId) => failed.push(scheduleId),
      // Told once the schedule's invoices are written, in the transaction: failing then, it
      // rolls back what the others billed with it wrote too.
      onProgress: ({ scheduleId }) => {
        if (scheduleId === failing) throw new Error('this schedule fails');
      },
    });
    expect(failed).toEqual([failing]);
    // What the failed transaction wrote is gone: each is billed once, numbered from 1.
    for (const owner of [first, last]) {
      const invoices = await invoicesOf(t.db, owner.organizationId);
      expect(invoices.map((invoice) => invoice.number)).toEqual(numbersTo(10));
      expect(await smsOf(t.db, owner.organizationId)).toHaveLength(10);
    }
    expect(await invoicesOf(t.db, broken.organizationId)).toHaveLength(0);
    expect((await scheduleRow(t.db, failing)).next_billing_date).toBe('2026-04-02');
  });
});
