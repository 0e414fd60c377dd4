import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@rental/shared/dates';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { settableClock } from '../transactions/fixtures.js';
import { billingLandlord, createSchedule, invoicesOf } from './billing-fixtures.js';

// A tenant who moves in with proration is charged the rest of the move-in month at once; a
// schedule billing that month must not bill those days again. Each day is billed once.

const clock = settableClock('2026-10-01T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
});
afterAll(() => t.close());

const rentCents = 900_000;

/** A tenant moving in on `moveIn` with proration, a schedule from `scheduleStart`, billed to `today`. */
async function moveInAndBill(
  moveIn: string,
  scheduleStart: string,
  today: string,
  billingfrequency: 'monthly' | 'quarterly' = 'monthly',
) {
  // The day before the month begins, so the schedule's first date is not in the past.
  clock.set(`${addCalendarMonths(`${moveIn.slice(0, 7)}-01`, -1).slice(0, 7)}-28T07:00:00.000Z`);
  const owner = await billingLandlord(t.app, t.db, { monthlyrent: 9000 });
  await createSchedule(t.app, owner, { startdate: scheduleStart, billingfrequency });
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    moveindate: moveIn,
    prorate: true,
  });
  await runDueInvoices(
    { db: t.db, clock: clock.clock },
    { today, organizationId: owner.organizationId },
  );
  const invoices = await invoicesOf(t.db, owner.organizationId);
  return invoices
    .filter((i) => i.tenant_id === tenant.tenantid && i.invoice_type === 'Rental Invoice Bill')
    .map((i) => ({
      billed: i.billing_date,
      cents: Number(i.amount_cents),
      months: Number(i.months),
      scheduled: i.schedule_id !== null,
    }));
}

function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

// A 31-, a 30- and a 28-day month; moving in on the first, the 18th and the last day.
const months = ['2026-12', '2026-11', '2027-02'];

describe('a prorated move-in and a schedule billing the same month', () => {
  for (const month of months) {
    const last = daysIn(month);
    for (const day of [1, 18, last]) {
      for (const scheduleDay of [1, 20]) {
        const moveIn = `${month}-${String(day).padStart(2, '0')}`;
        it(`bills each day once: move-in ${moveIn}, schedule on the ${scheduleDay}`, async () => {
          const scheduleStart = `${month}-${String(scheduleDay).padStart(2, '0')}`;
          const nextMonth = addCalendarMonths(scheduleStart, 1);
          const rent = await moveInAndBill(moveIn, scheduleStart, nextMonth);
          const restDays = last - day + 1;
          expect(rent).toEqual([
            {
              billed: moveIn,
              cents: Math.round((rentCents * restDays) / last),
              months: 1,
              scheduled: false,
            },
            // The move-in month is paid in full by the prorated charge: only the next month.
            { billed: nextMonth, cents: rentCents, months: 1, scheduled: true },
          ]);
        });
      }
    }
  }

  it('a quarterly schedule bills the months of its quarter after the move-in month', async () => {
    const rent = await moveInAndBill('2026-11-18', '2026-11-20', '2026-11-30', 'quarterly');
    expect(rent).toEqual([
      // 18 to 30 November: 13 of 30 days of KES 9,000.
      { billed: '2026-11-18', cents: 390_000, months: 1, scheduled: false },
      { billed: '2026-11-20', cents: 2 * rentCents, months: 2, scheduled: true },
    ]);
  });

  it('a move-in without proration is billed the schedule’s whole month, as before', async () => {
    clock.set('2026-11-28T07:00:00.000Z');
    const owner = await billingLandlord(t.app, t.db, { monthlyrent: 9000 });
    await createSchedule(t.app, owner, { startdate: '2026-12-01' });
    const tenant = await addTenant(t.app, owner.token, owner.place, { moveindate: '2026-12-01' });
    await runDueInvoices(
      { db: t.db, clock: clock.clock },
      { today: '2026-12-01', organizationId: owner.organizationId },
    );
    const invoices = await invoicesOf(t.db, owner.organizationId);
    const rent = invoices.filter((i) => i.tenant_id === tenant.tenantid);
    expect(rent.map((i) => Number(i.amount_cents))).toEqual([rentCents]);
  });
});
