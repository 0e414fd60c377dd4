import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import {
  insertInvoice,
  insertTransaction,
  pay,
  settableClock,
  signedInMember,
} from '../transactions/fixtures.js';

// The figures bills print come off the tenant's statement: brought forward, total due and the
// balance after a payment must be the statement's running balance, and the last one its balance.

const time = settableClock('2026-03-06T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function get(url: string, token: string) {
  return t.app.inject({ url, headers: authed(token) });
}

/**
 * A tenant added on 15 Jan owing 2,000 from before, billed 8,000 on 1 Feb (due 5 Feb), who paid
 * 3,000 on 10 Feb and was billed 8,000 on 1 Mar (due 5 Mar); today is 6 Mar. The landlord
 * collects at a bank paybill and has set the name and phone on bills.
 */
async function tenantWithHistory() {
  const owner = await landlordWithRoom(t.app);
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    housenumber: 'A1',
    openingrentbalance: 2000,
    openingwaterbalance: 0,
  });
  // Added in January, moved in then: the opening balance is the statement's first line (lines
  // go by the day they count from: an opening from the move-in day).
  await t.db
    .updateTable('tenants')
    .set({ created_at: '2026-01-15T07:00:00.000Z', move_in_date: '2026-01-15' })
    .where('id', '=', tenant.tenantid)
    .execute();
  await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: {
      organizationname: 'Jua Court Homes',
      paybillnumber: '522522',
      accountnumber: '1234567',
      collectionmode: 'bank_paybill',
    },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/organization/profile',
    headers: authed(owner.token),
    payload: { displayname: 'Jua Court Homes', phone: '0722111222' },
  });
  const base = { organizationId: owner.organizationId, tenantId: tenant.tenantid };
  const february = await insertInvoice(t.db, {
    ...base,
    amountCents: 800_000,
    billingDate: '2026-02-01',
  });
  const payment = await insertTransaction(t.db, {
    organization_id: owner.organizationId,
    tenant_id: tenant.tenantid,
    tenant_name: 'Wanjiku Kamau',
    payment_mode: 'Cash',
    amount_cents: 300_000,
    paid_at: '2026-02-10T08:00:00.000Z',
  });
  const march = await insertInvoice(t.db, {
    ...base,
    amountCents: 800_000,
    billingDate: '2026-03-01',
  });
  return { owner, tenant, february, payment, march };
}

async function statementOf(token: string, tenantId: string) {
  const response = await get(`/api/tenant/all-tenants/${tenantId}/statement`, token);
  return response.json<{ balance: number; entries: { reference: string; balance: number }[] }>();
}

describe('GET /api/invoice/{id}/bill', () => {
  it('brings forward what was owed before the invoice, and totals it as the statement does', async () => {
    const { owner, tenant, february, march } = await tenantWithHistory();
    const payee = {
      name: 'Jua Court Homes',
      phone: '0722111222',
      paybill: '522522',
      account: '1234567#A1',
    };

    const marchBill = (await get(`/api/invoice/${march.id}/bill`, owner.token)).json();
    expect(marchBill).toEqual({
      invoiceid: march.id,
      invoicenumber: invoiceNumberLabel(march.number),
      invoicedate: '2026-03-01',
      duedate: '2026-03-05',
      status: 'overdue',
      payee,
      broughtforward: 7000,
      amount: 8000,
      totaldue: 15000,
      paid: 0,
      lefttopay: 15000,
      paidon: null,
    });
    const febBill = (await get(`/api/invoice/${february.id}/bill`, owner.token)).json();
    expect(febBill).toMatchObject({
      duedate: '2026-02-05',
      status: 'overdue',
      broughtforward: 2000,
      amount: 8000,
      totaldue: 10000,
    });

    // The same figures as the statement's lines, and the last bill's total is the balance.
    const statement = await statementOf(owner.token, tenant.tenantid);
    const lineOf = (number: number) =>
      statement.entries.find((entry) => entry.reference === invoiceNumberLabel(number));
    expect(febBill.totaldue).toBe(lineOf(february.number)?.balance);
    expect(marchBill.totaldue).toBe(lineOf(march.number)?.balance);
    expect(marchBill.totaldue).toBe(statement.balance);
    const listed = await get(`/api/tenant/all-tenants?`, owner.token);
    const row = listed
      .json()
      .tenants.find((item: { tenantid: string }) => item.tenantid === tenant.tenantid);
    expect(row.tenantdata.balance).toBe(marchBill.totaldue);
  });

  it('gives the status the invoices list gives: paid once the payments cover it', async () => {
    const { owner, tenant, february, march } = await tenantWithHistory();
    const before = (await get(`/api/invoice/${march.id}/bill`, owner.token)).json();
    await pay(t.app, owner.token, tenant.tenantid, 9000);
    const feb = (await get(`/api/invoice/${february.id}/bill`, owner.token)).json();
    const mar = (await get(`/api/invoice/${march.id}/bill`, owner.token)).json();
    expect(feb.status).toBe('paid');
    expect(mar.status).toBe('overdue');
    // What the invoice said when it was issued does not move with later payments; what was
    // paid since and what is left do.
    expect(mar).toMatchObject({
      broughtforward: before.broughtforward,
      totaldue: 15000,
      paid: 9000,
      lefttopay: 6000,
      paidon: null,
    });
    // February's 10,000 was covered by the 3,000 of 10 Feb and today's 9,000.
    expect(feb).toMatchObject({ totaldue: 10000, lefttopay: 0, paidon: '2026-03-06' });
    time.set('2026-03-09T09:00:00.000Z');
    try {
      await pay(t.app, owner.token, tenant.tenantid, 6000);
    } finally {
      time.set('2026-03-06T07:00:00.000Z');
    }
    const paid = (await get(`/api/invoice/${march.id}/bill`, owner.token)).json();
    // Paid in full on the day of the payment that settled it, from the ledger.
    expect(paid).toMatchObject({
      status: 'paid',
      totaldue: 15000,
      paid: 15000,
      lefttopay: 0,
      paidon: '2026-03-09',
    });
    const list = await get(`/api/invoice/all?tenantid=${tenant.tenantid}`, owner.token);
    const statuses = list
      .json()
      .invoices.map((i: { invoicedata: { status: string } }) => i.invoicedata.status);
    expect(statuses).toEqual(['paid', 'paid']);
  });

  it('totals a Pending Bill reminder as its own amount', async () => {
    const { owner, tenant } = await tenantWithHistory();
    const reminder = await insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId: tenant.tenantid,
      amountCents: 1_500_000,
      type: 'Pending Bill',
      billingDate: '2026-03-06',
    });
    const bill = (await get(`/api/invoice/${reminder.id}/bill`, owner.token)).json();
    expect(bill).toMatchObject({ broughtforward: 0, amount: 15000, totaldue: 15000 });
  });

  it("is read by members, and another organization's invoice is not found", async () => {
    const { owner, march } = await tenantWithHistory();
    const member = await signedInMember(t.app, t.db, owner.organizationId);
    expect((await get(`/api/invoice/${march.id}/bill`, member.token)).statusCode).toBe(200);
    const other = await landlordWithRoom(t.app);
    const foreign = await get(`/api/invoice/${march.id}/bill`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    expect((await get('/api/invoice/nope/bill', owner.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/invoice/${march.id}/bill` })).statusCode).toBe(401);
  });
});

describe('GET /api/transactions/all-transactions/{id}/receipt', () => {
  it('gives the balance after the payment from its statement line, and whom it was paid', async () => {
    const { owner, tenant, payment } = await tenantWithHistory();
    const url = (id: string) => `/api/transactions/all-transactions/${id}/receipt`;
    const receipt = (await get(url(payment.id), owner.token)).json();
    expect(receipt).toEqual({
      transactionid: payment.id,
      payee: {
        name: 'Jua Court Homes',
        phone: '0722111222',
        paybill: '522522',
        account: '1234567#A1',
      },
      balanceafter: 7000,
    });
    const latest = await pay(t.app, owner.token, tenant.tenantid, 15_500);
    const after = (await get(url(latest.transactionid), owner.token)).json();
    expect(after.balanceafter).toBe(-500);
    expect(after.balanceafter).toBe((await statementOf(owner.token, tenant.tenantid)).balance);
  });

  it("has no balance for a payment that is not a tenant's, and hides other organizations", async () => {
    const { owner, payment } = await tenantWithHistory();
    const subscription = await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      transaction_type: 'Subscription Payment',
      tenant_name: 'Jua Court Homes',
      paid_at: '2026-03-01T08:00:00.000Z',
    });
    const url = (id: string) => `/api/transactions/all-transactions/${id}/receipt`;
    const own = (await get(url(subscription.id), owner.token)).json();
    expect(own).toMatchObject({ balanceafter: null, payee: { account: '' } });
    const other = await landlordWithRoom(t.app);
    expect((await get(url(payment.id), other.token)).statusCode).toBe(404);
  });
});
