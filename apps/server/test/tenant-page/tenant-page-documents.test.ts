import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';

// The invoices and receipts a tenant downloads from their own page: their own only, named as
// their statement names them, behind the same token check and rate limit as the page.

const minute = 60_000;
const time = settableClock('2026-03-06T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: time.clock,
    tenantPageLimits: {
      viewsPerToken: { max: 6, windowMs: minute },
      viewsPerIp: { max: 100, windowMs: minute },
    },
  });
});
afterAll(() => t.close());
// Each test starts in a rate window of its own: every request here comes from one IP.
beforeEach(() => time.advanceMs(minute));

/**
 * A landlord collecting at paybill 522522 with two tenants: Wanjiku (A1) owes 2,000 from
 * before, is billed 8,000 on 1 Mar and pays 3,000; Otieno (A2) is billed 8,000 and pays 1,000.
 * Wanjiku has a page link.
 */
async function twoTenants() {
  const owner = await landlordWithRoom(t.app);
  await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: { organizationname: 'Jua Court Homes', paybillnumber: '522522' },
  });
  const wanjiku = await addTenant(t.app, owner.token, owner.place, {
    housenumber: 'A1',
    openingrentbalance: 2000,
    openingwaterbalance: 0,
  });
  const otieno = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Otieno',
    lastname: 'Ochieng',
    housenumber: 'A2',
    openingrentbalance: 0,
    openingwaterbalance: 0,
  });
  const bill = (tenantId: string) =>
    insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId,
      amountCents: 800_000,
      billingDate: '2026-03-01',
    });
  const invoice = await bill(wanjiku.tenantid);
  const otherInvoice = await bill(otieno.tenantid);
  const payment = await pay(t.app, owner.token, wanjiku.tenantid, 3000, { todeposit: false });
  const otherPayment = await pay(t.app, owner.token, otieno.tenantid, 1000, { todeposit: false });
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/tenant/${wanjiku.tenantid}/link`,
    headers: authed(owner.token),
  });
  const pageToken = /\/t\/([\w-]+)$/.exec(link.json().url)![1]!;
  return { owner, wanjiku, invoice, otherInvoice, payment, otherPayment, pageToken };
}

function getPublic(path: string) {
  return t.app.inject({ url: `/api/public/tenant/${path}` });
}

describe("the tenant's own invoices and receipts", () => {
  it('give an invoice of the page, named as the statement names it, with its bill', async () => {
    const { wanjiku, invoice, pageToken } = await twoTenants();
    const page = (await getPublic(pageToken)).json();
    const line = page.statement.find((entry: { kind: string }) => entry.kind === 'invoice');
    expect(line.reference).toBe(invoiceNumberLabel(invoice.number));

    const response = await getPublic(`${pageToken}/invoices/${line.reference}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.invoice).toMatchObject({
      invoiceid: invoice.id,
      invoicedata: {
        invoicenumber: invoice.number,
        userfirstname: wanjiku.tenantdata.firstname,
        invoicetype: 'Rental Invoice Bill',
      },
      housenumber: 'A1',
      month: 'March 2026',
    });
    // Nothing of the SMS sent or of internal ids beyond the invoice's own.
    expect(body.invoice).not.toHaveProperty('message');
    expect(body.invoice).not.toHaveProperty('tenantid');
    // The figures are the statement's: the running balance after its line is the total due.
    expect(body.bill).toMatchObject({
      invoicenumber: line.reference,
      broughtforward: line.balance - 8000,
      amount: 8000,
      totaldue: line.balance,
      payee: { paybill: '522522', account: 'A1' },
    });
  });

  it('give a receipt of the page by its statement reference, with the balance after it', async () => {
    const { payment, pageToken } = await twoTenants();
    const response = await getPublic(`${pageToken}/receipts/${payment.reference}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.transaction).toMatchObject({
      transactionid: payment.transactionid,
      reference: payment.reference,
      transactiondata: { amount: 3000, paymentmode: 'Cash' },
      housenumber: 'A1',
    });
    expect(body.transaction.transactiondata).not.toHaveProperty('userid');
    expect(body.transaction.transactiondata).not.toHaveProperty('tenantid');
    // 2,000 from before and 8,000 billed, less the 3,000 paid.
    expect(body.receipt).toMatchObject({ balanceafter: 7000, payee: { account: 'A1' } });
  });

  it('mark a reversed payment’s receipt as reversed, with the day it counts from', async () => {
    const { owner, payment, otherPayment, pageToken } = await twoTenants();
    const reversal = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${payment.transactionid}/reverse`,
      headers: authed(owner.token),
      payload: { reason: 'Cash never received' },
    });
    expect(reversal.statusCode, reversal.body).toBe(200);

    const response = await getPublic(`${pageToken}/receipts/${payment.reference}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().transaction).toMatchObject({
      transactionid: payment.transactionid,
      reversed: true,
      reversedon: '2026-03-06',
    });
    // Who reversed it and why stay with the landlord.
    expect(response.json().transaction).not.toHaveProperty('reversal');
    const page = (await getPublic(pageToken)).json();
    const line = page.statement.find(
      (entry: { kind: string; reference: string }) =>
        entry.kind === 'payment' && entry.reference === payment.reference,
    );
    expect(line.detail.reversed).toBe(true);
    expect(otherPayment.reference).not.toBe(payment.reference);
  });

  it('mark a receipt not reversed as such', async () => {
    const { payment, pageToken } = await twoTenants();
    const body = (await getPublic(`${pageToken}/receipts/${payment.reference}`)).json();
    expect(body.transaction).toMatchObject({ reversed: false, reversedon: null });
  });

  it("are 404 for another tenant's documents, unknown ones, and once the link is revoked", async () => {
    const { owner, wanjiku, otherInvoice, otherPayment, pageToken } = await twoTenants();
    const other = invoiceNumberLabel(otherInvoice.number);
    expect((await getPublic(`${pageToken}/invoices/${other}`)).statusCode).toBe(404);
    expect((await getPublic(`${pageToken}/invoices/INV-999999`)).statusCode).toBe(404);
    expect((await getPublic(`${pageToken}/receipts/${otherPayment.reference}`)).statusCode).toBe(
      404,
    );
    expect((await getPublic(`${pageToken}/receipts/000000000000`)).statusCode).toBe(404);

    const page = (await getPublic(pageToken)).json();
    const mine = page.statement.find((entry: { kind: string }) => entry.kind === 'invoice');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/${wanjiku.tenantid}/link`,
      headers: authed(owner.token),
    });
    const revoked = await getPublic(`${pageToken}/invoices/${mine.reference}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('INV-');
  });

  it('count against the page’s rate limit', async () => {
    const { payment, pageToken } = await twoTenants();
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => getPublic(`${pageToken}/receipts/${payment.reference}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('say when the tenant moved in and out, for the final statement', async () => {
    const { pageToken } = await twoTenants();
    const { tenant } = (await getPublic(pageToken)).json();
    expect(tenant).toHaveProperty('moveindate');
    expect(tenant).toHaveProperty('moveoutdate', null);
  });
});
