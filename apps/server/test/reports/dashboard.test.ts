import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertInvoice, insertTransaction, pay, settableClock } from '../transactions/fixtures.js';

// 31 March 2026, 23:00 in Nairobi: an hour before the month turns.
const time = settableClock('2026-03-31T20:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function summary(token: string): Promise<DashboardSummary> {
  const response = await t.app.inject({ url: '/api/dashboard/summary', headers: authed(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const bucket = (s: DashboardSummary, month: string) => s.chart.find((m) => m.month === month);

describe('GET /api/dashboard/summary', () => {
  it('adds up this month, what tenants owe, the portfolio and 12 months of figures', async () => {
    const owner = await landlordWithRoom(t.app);
    await createRental(t.app, owner.token);
    const org = owner.organizationId;
    const a = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Akinyi',
      lastname: 'Otieno',
      housenumber: 'A1',
      openingrentbalance: 1000,
      openingwaterbalance: 0,
    });
    const b = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Baraka',
      lastname: 'Mwangi',
      housenumber: 'B2',
      openingrentbalance: 0,
      openingwaterbalance: 0,
    });
    const c = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Chebet',
      lastname: 'Kiprop',
      housenumber: 'C3',
      openingrentbalance: 500,
      openingwaterbalance: 0,
    });
    const invoice = (tenantId: string, amountCents: number, billingDate: string) =>
      insertInvoice(t.db, { organizationId: org, tenantId, amountCents, billingDate });
    await invoice(a.tenantid, 850000, '2026-03-01');
    await invoice(b.tenantid, 850000, '2026-03-01');
    await insertInvoice(t.db, {
      organizationId: org,
      tenantId: a.tenantid,
      amountCents: 30000,
      type: 'Water Invoice Bill',
      billingDate: '2026-02-01',
    });
    await insertInvoice(t.db, {
      organizationId: org,
      tenantId: b.tenantid,
      amountCents: 850000,
      type: 'Pending Bill',
      billingDate: '2026-03-15',
    });
    // Thirteen months back: outside the chart, still owed.
    await invoice(c.tenantid, 10000, '2025-03-01');

    await pay(t.app, owner.token, b.tenantid, 2000, { date: '2026-02-10' });
    await pay(t.app, owner.token, a.tenantid, 9000, { paymentmode: 'MPESA' });
    await pay(t.app, owner.token, c.tenantid, 900, { paymentmode: 'Bank' });
    await insertTransaction(t.db, {
      organization_id: org,
      transaction_type: 'Subscription Payment',
      tenant_name: 'Sunrise Properties',
      amount_cents: 250000,
      paid_at: '2026-03-30T08:00:00.000Z',
    });
    // Another landlord's money is not ours.
    const stranger = await landlordWithRoom(t.app);
    const theirs = await addTenant(t.app, stranger.token, stranger.place);
    await pay(t.app, stranger.token, theirs.tenantid, 70000);

    const march = await summary(owner.token);
    expect(march).toMatchObject({
      // The English name stays for API clients; the machine month is what screens word.
      month: 'March',
      monthkey: '2026-03',
      revenue: 9900,
      // A owes 1000 + 8500 + 300 - 9000 = 800; B 8500 - 2000 = 6500; C is in credit.
      totaldebts: 7300,
      rentals: 2,
      tenants: 3,
    });
    expect(march.recenttransactions).toEqual([
      {
        transactionid: expect.any(String),
        fullname: 'Chebet Kiprop',
        housenumber: 'C3',
        status: 'cleared',
        paymentmode: 'Bank',
        amount: 900,
        balance: -300,
      },
      {
        transactionid: expect.any(String),
        fullname: 'Akinyi Otieno',
        housenumber: 'A1',
        status: 'owing',
        paymentmode: 'MPESA',
        amount: 9000,
        balance: 800,
      },
      {
        transactionid: expect.any(String),
        fullname: 'Baraka Mwangi',
        housenumber: 'B2',
        status: 'owing',
        paymentmode: 'Cash',
        amount: 2000,
        balance: 6500,
      },
    ]);
    expect(march.chart).toHaveLength(12);
    expect(march.chart[0]).toEqual({
      month: '2025-04',
      label: 'Apr 2025',
      revenue: 0,
      invoiced: 0,
      expenses: 0,
    });
    // Labels read as every other date does: September is "Sep", whatever ICU's en-GB says.
    expect(bucket(march, '2025-09')?.label).toBe('Sep 2025');
    expect(march.chart.slice(-2)).toEqual([
      { month: '2026-02', label: 'Feb 2026', revenue: 2000, invoiced: 300, expenses: 0 },
      { month: '2026-03', label: 'Mar 2026', revenue: 9900, invoiced: 17000, expenses: 0 },
    ]);
    expect(march.chart.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);

    // Midnight in Nairobi (21:00 UTC): April begins, March moves one bucket back.
    time.set('2026-03-31T21:00:00.000Z');
    const april = await summary(owner.token);
    expect(april).toMatchObject({
      month: 'April',
      monthkey: '2026-04',
      revenue: 0,
      totaldebts: 7300,
    });
    expect(april.chart[0]?.month).toBe('2025-05');
    expect(april.chart.slice(-2)).toEqual([
      { month: '2026-03', label: 'Mar 2026', revenue: 9900, invoiced: 17000, expenses: 0 },
      { month: '2026-04', label: 'Apr 2026', revenue: 0, invoiced: 0, expenses: 0 },
    ]);

    // Every write shows at once, through the API or not.
    await pay(t.app, owner.token, b.tenantid, 500);
    const paid = await summary(owner.token);
    expect(paid).toMatchObject({ revenue: 500, totaldebts: 6800 });
    expect(paid.recenttransactions[0]).toMatchObject({ fullname: 'Baraka Mwangi', amount: 500 });
    await insertInvoice(t.db, {
      organizationId: org,
      tenantId: c.tenantid,
      amountCents: 100000,
      billingDate: '2026-04-01',
    });
    const invoiced = await summary(owner.token);
    expect(bucket(invoiced, '2026-04')).toMatchObject({ revenue: 500, invoiced: 1000 });
    expect(invoiced.totaldebts).toBe(6800 + 700);
    time.set('2026-03-31T20:00:00.000Z');
  });

  it('shows ten payments at most, newest first, and an empty account as zeros', async () => {
    const owner = await landlordWithRoom(t.app);
    const empty = await summary(owner.token);
    expect(empty).toMatchObject({
      revenue: 0,
      totaldebts: 0,
      rentals: 1,
      tenants: 0,
      recenttransactions: [],
    });
    expect(empty.chart.every((m) => m.revenue === 0 && m.invoiced === 0)).toBe(true);

    const tenant = await addTenant(t.app, owner.token, owner.place);
    for (let i = 1; i <= 12; i += 1) await pay(t.app, owner.token, tenant.tenantid, i);
    const { recenttransactions } = await summary(owner.token);
    expect(recenttransactions.map((x) => x.amount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ url: '/api/dashboard/summary' });
    expect(response.statusCode).toBe(401);
  });
});
