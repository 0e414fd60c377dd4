import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import type { Collections, IncomeStatement, Occupancy } from '@rental/shared/schemas/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createExpense } from '../helpers/expenses.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { creditNote, moveIn } from '../tenancy/tenancy-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';

// The tiles beside revenue: collection rate, occupancy, expenses and net, and the chart's
// expenses, each the figure its report shows. 20 March 2026, 09:00 in Nairobi.
const time = settableClock('2026-03-20T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function get<T>(token: string, url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: authed(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const summary = (token: string) => get<DashboardSummary>(token, '/api/dashboard/summary');

describe("the dashboard's collection rate, occupancy, expenses and net", () => {
  it("shows this month's figures as the reports compute them", async () => {
    const owner = await landlordWithRoom(t.app);
    const a = await moveIn(t.app, owner, 0, { housenumber: 'A1' });
    const b = await moveIn(t.app, owner, 0, { housenumber: 'B1' });
    const bill = (tenantId: string, billingDate: string) =>
      insertInvoice(t.db, {
        organizationId: owner.organizationId,
        tenantId,
        amountCents: 1_000_000,
        billingDate,
      });
    await bill(a.tenantid, '2026-02-01');
    await pay(t.app, owner.token, a.tenantid, 10000, { date: '2026-02-10' });
    await bill(a.tenantid, '2026-03-01');
    const billedB = await bill(b.tenantid, '2026-03-01');
    // A credit note takes 2,000 off B's March bill: invoiced is 18,000, not 20,000.
    const note = await creditNote(t.app, owner.token, b.tenantid, {
      amount: 2000,
      reason: 'Old rent billed',
      invoiceid: billedB.id,
    });
    expect(note.statusCode, note.body).toBe(201);
    await pay(t.app, owner.token, a.tenantid, 9000, { date: '2026-03-05' });
    await pay(t.app, owner.token, b.tenantid, 4500, { date: '2026-03-10' });
    await createExpense(t.app, owner.token, { date: '2026-01-10', amount: 800 });
    await createExpense(t.app, owner.token, { date: '2026-03-02', amount: 3000 });
    await createExpense(t.app, owner.token, {
      date: '2026-03-15',
      amount: 1500.5,
      rentalid: owner.rental.rentalid,
      category: 'Electricity',
    });

    const march = await summary(owner.token);
    expect(march).toMatchObject({
      revenue: 13500,
      // 13,500 of 18,000.
      collectionrate: 75,
      // Two tenants in ten units.
      occupancyrate: 20,
      units: 10,
      occupied: 2,
      expenses: 4500.5,
      net: 8999.5,
    });
    expect(march.chart.slice(-3)).toEqual([
      { month: '2026-01', label: 'Jan 2026', revenue: 0, invoiced: 0, expenses: 800 },
      { month: '2026-02', label: 'Feb 2026', revenue: 10000, invoiced: 10000, expenses: 0 },
      { month: '2026-03', label: 'Mar 2026', revenue: 13500, invoiced: 18000, expenses: 4500.5 },
    ]);

    // Each tile says what the report it opens says.
    const collections = await get<Collections>(
      owner.token,
      '/api/reports/collections?from=2026-03&to=2026-03',
    );
    expect(collections.months[0]).toMatchObject({ invoiced: 18000, collected: 13500, rate: 75 });
    const occupancy = await get<Occupancy>(owner.token, '/api/reports/occupancy');
    expect(occupancy.totals).toMatchObject({ units: 10, occupied: 2 });
    const statement = await get<IncomeStatement>(owner.token, '/api/reports/income-statement');
    expect(statement.totals).toMatchObject({ income: 13500, expenses: 4500.5, net: 8999.5 });

    // A new expense shows at once.
    await createExpense(t.app, owner.token, { date: '2026-03-20', amount: 500 });
    expect(await summary(owner.token)).toMatchObject({ expenses: 5000.5, net: 8499.5 });
  });

  it('has no collection rate before anything is billed, and zeros for an empty account', async () => {
    const owner = await landlordWithRoom(t.app);
    expect(await summary(owner.token)).toMatchObject({
      collectionrate: null,
      occupancyrate: 0,
      units: 10,
      occupied: 0,
      expenses: 0,
      net: 0,
    });
  });

  it("counts only this month's expenses, from its first day to today", async () => {
    const owner = await landlordWithRoom(t.app);
    await createExpense(t.app, owner.token, { date: '2026-02-28', amount: 700 });
    await createExpense(t.app, owner.token, { date: '2026-03-01', amount: 300 });
    expect(await summary(owner.token)).toMatchObject({ expenses: 300, net: -300 });

    // 1 April, 00:30 in Nairobi: a new month starts at nothing; March moves into the chart.
    time.set('2026-03-31T21:30:00.000Z');
    try {
      const april = await summary(owner.token);
      expect(april).toMatchObject({ expenses: 0, net: 0 });
      expect(april.chart.slice(-3).map((m) => m.expenses)).toEqual([700, 300, 0]);
    } finally {
      time.set('2026-03-20T06:00:00.000Z');
    }
  });
});
