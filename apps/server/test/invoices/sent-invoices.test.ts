import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertPayment,
  insertTenants,
  type Landlord,
} from './billing-fixtures.js';

// 2026-03-02 09:00 in Nairobi.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

interface Listed {
  invoiceid: string;
  invoicedata: {
    invoicenumber: number;
    invoiceamount: number;
    invoicetype: string;
    status: string;
  };
  tenantid: string;
  paidamount: number;
}

function list(token: string, query = '') {
  return t.app.inject({ url: `/api/invoice/all${query}`, headers: authed(token) });
}

async function listed(token: string, query = '') {
  const response = await list(token, query);
  expect(response.statusCode).toBe(200);
  return response.json().invoices as Listed[];
}

/** [number, type, amount, status, paid] per invoice, newest first. */
async function statuses(token: string, query = '') {
  return (await listed(token, query)).map((i) => [
    i.invoicedata.invoicenumber,
    i.invoicedata.invoicetype,
    i.invoicedata.invoiceamount,
    i.invoicedata.status,
    i.paidamount,
  ]);
}

function runNow(token: string, date?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/invoice/run',
    headers: authed(token),
    payload: date ? { date } : {},
  });
}

/**
 * Akinyi Otieno (opening rent KES 1,000) and Baraka Mwangi, rent KES 8,500 monthly and a
 * Pending Bill reminder, billed on 2 March and 2 April: invoices 1-8.
 */
async function billedLandlord() {
  const owner = await billingLandlord(t.app, t.db);
  const [akinyi, baraka] = await insertTenants(t.db, owner.roomRef, 2, (i) => ({
    firstname: ['Akinyi', 'Baraka'][i],
    lastname: ['Otieno', 'Mwangi'][i],
    opening_rent_balance_cents: [100_000, 0][i],
  }));
  await createSchedule(t.app, owner, { invoicetype: 'Pending Bill' });
  await createSchedule(t.app, owner);
  const march = await runNow(owner.token);
  expect(march.json()).toEqual({ date: '2026-03-02', schedules: 2, invoices: 4, messages: 4 });
  // April's bills as the timer makes them (a run by hand cannot bill after today).
  const april = await runDueInvoices(
    { db: t.db, clock: time.clock },
    { today: '2026-04-02', organizationId: owner.organizationId },
  );
  expect(april).toMatchObject({ invoices: 4 });
  return { owner, akinyi: akinyi!, baraka: baraka! };
}

describe('POST /api/invoice/run', () => {
  it('is for the owner only', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const member = await memberToken(t.db, owner.organizationId, time.clock, 'accountant');
    const response = await runNow(member);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('refuses a date that is not a calendar date', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const response = await runNow(owner.token, '2026-02-30');
    expect(response.statusCode).toBe(400);
  });

  it("runs only the caller's organization", async () => {
    const owner = await billingLandlord(t.app, t.db);
    const other = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 1);
    await insertTenants(t.db, other.roomRef, 1);
    await createSchedule(t.app, owner);
    await createSchedule(t.app, other);
    expect((await runNow(owner.token)).json()).toMatchObject({ invoices: 1 });
    expect(await listed(other.token)).toEqual([]);
    // No body at all: today.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/invoice/run',
      headers: authed(other.token),
    });
    expect(bare.json()).toEqual({ date: '2026-03-02', schedules: 1, invoices: 1, messages: 1 });
  });
});

describe('GET /api/invoice/all', () => {
  let owner: Landlord;
  let akinyi: { id: string; organization_id: string };
  let baraka: { id: string; organization_id: string };
  beforeAll(async () => {
    ({ owner, akinyi, baraka } = await billedLandlord());
  });

  it('lists sent invoices newest first with the spec fields', async () => {
    const invoices = await listed(owner.token);
    expect(invoices.map((i) => i.invoicedata.invoicenumber)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    const first = (await list(owner.token)).json().invoices.at(-1);
    expect(first).toEqual({
      invoiceid: expect.any(String),
      invoicedata: {
        // The raw number stays; the label is how people read it (lists, exports, bills).
        invoicenumber: 1,
        invoicenumberlabel: 'INV-000001',
        invoicedate: { seconds: Date.parse('2026-03-02T06:00:00.000Z') / 1000, nanoseconds: 0 },
        userfirstname: 'Akinyi',
        userlastname: 'Otieno',
        invoiceamount: 8500,
        invoicetype: 'Rental Invoice Bill',
        status: 'unpaid',
        duedate: '2026-03-05',
        description: '',
      },
      tenantid: akinyi.id,
      housenumber: 'A00001',
      rentalname: owner.rental.rentaldata.rentalname,
      billingdate: '2026-03-02',
      month: 'March 2026',
      paidamount: 0,
      message: expect.stringContaining(
        'Dear Akinyi Otieno, INV-000001: Rental Invoice Bill for March 2026, KES 8,500 due 5 Mar 2026.',
      ),
      // Not for KRA eTIMS: the landlord has not set it up.
      etims: null,
    });
    // Reminders come after the bills of their date and remind of the balance with them.
    expect(await statuses(owner.token, '?type=pending bill')).toEqual([
      [8, 'Pending Bill', 17_000, 'unpaid', 0],
      [7, 'Pending Bill', 18_000, 'unpaid', 0],
      [4, 'Pending Bill', 8_500, 'unpaid', 0],
      [3, 'Pending Bill', 9_500, 'unpaid', 0],
    ]);
  });

  it('filters by billing date, tenant name, tenant id and type, any case', async () => {
    const numbers = async (query: string) =>
      (await listed(owner.token, query)).map((i) => i.invoicedata.invoicenumber);
    expect(await numbers('?date=2026-04-01')).toEqual([4, 3, 2, 1]);
    expect(await numbers('?date=2026-04-02')).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await numbers('?tenant=KINYI%20ot')).toEqual([7, 5, 3, 1]);
    expect(await numbers('?tenant=%25')).toEqual([]);
    expect(await numbers(`?tenantid=${baraka.id}`)).toEqual([8, 6, 4, 2]);
    expect(await numbers('?type=RENTAL%20INVOICE%20BILL')).toEqual([6, 5, 2, 1]);
    expect(await numbers('?type=rental&tenant=akinyi')).toEqual([]);
    expect(await numbers('?date=2026-03-02&type=rental invoice bill&tenant=baraka')).toEqual([2]);
  });

  it('filters by a range of billing dates, both days included, like the other lists', async () => {
    const numbers = async (query: string) =>
      (await listed(owner.token, query)).map((i) => i.invoicedata.invoicenumber);
    expect(await numbers('?from=2026-04-02')).toEqual([8, 7, 6, 5]);
    expect(await numbers('?to=2026-04-01')).toEqual([4, 3, 2, 1]);
    expect(await numbers('?from=2026-03-02&to=2026-04-01')).toEqual([4, 3, 2, 1]);
    // Nothing was billed between the two runs.
    expect(await numbers('?from=2026-03-03&to=2026-04-01')).toEqual([]);
    expect(await numbers('?from=2026-04-02&to=2026-04-02&tenant=baraka')).toEqual([8, 6]);
    // The spec's `date` is an upper bound too; with `to` the earlier day wins.
    expect(await numbers('?to=2026-04-02&date=2026-04-01')).toEqual([4, 3, 2, 1]);
    expect(await numbers('?from=2026-04-02&to=2026-03-02')).toEqual([]);
    expect((await list(owner.token, '?from=2026-13-01')).statusCode).toBe(400);
  });

  it('pages by invoice number', async () => {
    const page1 = (await list(owner.token, '?limit=3')).json();
    expect(page1.invoices.map((i: Listed) => i.invoicedata.invoicenumber)).toEqual([8, 7, 6]);
    expect(page1.nextcursor).toBe('6');
    const page3 = (await list(owner.token, '?limit=3&before=2')).json();
    expect(page3.invoices.map((i: Listed) => i.invoicedata.invoicenumber)).toEqual([1]);
    expect(page3.nextcursor).toBeNull();
    expect((await list(owner.token, '?before=abc')).statusCode).toBe(400);
  });

  it('settles opening balances first, then invoices oldest first', async () => {
    // KES 1,000 opening + 8,500 (March) + 4,000 towards April.
    await insertPayment(t.db, akinyi, 1_350_000);
    expect(await statuses(owner.token, `?tenantid=${akinyi.id}`)).toEqual([
      [7, 'Pending Bill', 18_000, 'partially paid', 13_500],
      [5, 'Rental Invoice Bill', 8_500, 'partially paid', 4_000],
      [3, 'Pending Bill', 9_500, 'partially paid', 5_000],
      [1, 'Rental Invoice Bill', 8_500, 'paid', 8_500],
    ]);
    // Two payments, towards the oldest invoice.
    await insertPayment(t.db, baraka, 300_000);
    await insertPayment(t.db, baraka, 250_000);
    expect(await statuses(owner.token, `?tenantid=${baraka.id}`)).toEqual([
      [8, 'Pending Bill', 17_000, 'partially paid', 5_500],
      [6, 'Rental Invoice Bill', 8_500, 'unpaid', 0],
      [4, 'Pending Bill', 8_500, 'unpaid', 0],
      [2, 'Rental Invoice Bill', 8_500, 'partially paid', 5_500],
    ]);
    // Overpaid: everything paid, the credit left over.
    await insertPayment(t.db, baraka, 2_000_000);
    expect(await statuses(owner.token, `?tenantid=${baraka.id}`)).toEqual([
      [8, 'Pending Bill', 17_000, 'paid', 17_000],
      [6, 'Rental Invoice Bill', 8_500, 'paid', 8_500],
      [4, 'Pending Bill', 8_500, 'paid', 8_500],
      [2, 'Rental Invoice Bill', 8_500, 'paid', 8_500],
    ]);
  });

  it("answers 404 for another organization's tenant and shows none of its invoices", async () => {
    const stranger = await billingLandlord(t.app, t.db);
    expect((await list(stranger.token, `?tenantid=${akinyi.id}`)).statusCode).toBe(404);
    expect(await listed(stranger.token)).toEqual([]);
  });
});
