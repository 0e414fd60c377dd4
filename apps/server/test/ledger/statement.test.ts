import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import type { Statement } from '@rental/shared/schemas/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantBalances, totalOwedCents } from '../../src/modules/ledger/balances.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertInvoice, insertTransaction, pay, settableClock } from '../transactions/fixtures.js';

// 1 March 2026, 08:00 in Nairobi.
const time = settableClock('2026-03-01T05:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function statementOf(token: string, tenantId: string) {
  return t.app.inject({
    url: `/api/tenant/all-tenants/${tenantId}/statement`,
    headers: authed(token),
  });
}

async function detailBalance(token: string, tenantId: string) {
  const response = await t.app.inject({
    url: `/api/tenant/all-tenants/${tenantId}`,
    headers: authed(token),
  });
  return response.json().tenant.balance as number;
}

describe('GET /api/tenant/all-tenants/{id}/statement', () => {
  it('lists opening balances, invoices and payments oldest first with the running balance', async () => {
    time.set('2026-03-01T05:00:00.000Z');
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Achieng',
      lastname: 'Odhiambo',
      phonenumber: '0733111222',
      housenumber: 'D4',
      openingrentbalance: 1500.5,
      openingwaterbalance: 200,
    });
    const scope = { organizationId: owner.organizationId, tenantId: tenant.tenantid };
    const at = '2026-03-01T06:00:00.000Z';
    const rent = await insertInvoice(t.db, { ...scope, amountCents: 850000, invoiceDate: at });
    const water = await insertInvoice(t.db, {
      ...scope,
      amountCents: 30000,
      type: 'Water Invoice Bill',
      invoiceDate: at,
    });
    // A reminder of what is owed: not a line, adds nothing.
    await insertInvoice(t.db, {
      ...scope,
      amountCents: 1_050_050,
      type: 'Pending Bill',
      billingDate: '2026-03-15',
    });
    // Paid at the very instant the invoices went out: the invoices come first.
    time.set(at);
    const first = await pay(t.app, owner.token, tenant.tenantid, 5000, {
      paymentmode: 'MPESA',
      description: 'March rent',
    });
    time.set('2026-03-20T09:00:00.000Z');
    const second = await pay(t.app, owner.token, tenant.tenantid, 4000, {
      date: '2026-03-05',
      description: 'Balance',
    });
    const april = await insertInvoice(t.db, {
      ...scope,
      amountCents: 850000,
      billingDate: '2026-04-01',
      invoiceDate: '2026-04-01T03:00:00.000Z',
    });

    const response = await statementOf(owner.token, tenant.tenantid);
    expect(response.statusCode).toBe(200);
    const statement: Statement = response.json();
    expect(statement.tenant).toEqual({
      tenantid: tenant.tenantid,
      name: 'Achieng Odhiambo',
      phonenumber: '0733111222',
      housenumber: 'D4',
      rentalname: owner.rental.rentaldata.rentalname,
      status: 'current',
      moveindate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      moveoutdate: null,
    });
    const opened = '2026-03-01T05:00:00.000Z';
    expect(statement.entries).toEqual([
      {
        date: opened,
        kind: 'opening',
        description: 'Opening rent balance',
        detail: { line: 'opening', openingtype: 'rent' },
        reference: '',
        displayreference: '',
        debit: 1500.5,
        credit: 0,
        balance: 1500.5,
      },
      {
        date: opened,
        kind: 'opening',
        description: 'Opening water balance',
        detail: { line: 'opening', openingtype: 'water' },
        reference: '',
        displayreference: '',
        debit: 200,
        credit: 0,
        balance: 1700.5,
      },
      {
        date: at,
        kind: 'invoice',
        description: 'Rental Invoice Bill, March 2026',
        detail: {
          line: 'invoice',
          invoicetype: 'Rental Invoice Bill',
          billingdate: '2026-03-01',
          description: null,
          latefeeon: null,
        },
        reference: invoiceNumberLabel(rent.number),
        displayreference: invoiceNumberLabel(rent.number),
        debit: 8500,
        credit: 0,
        balance: 10200.5,
      },
      {
        date: at,
        kind: 'invoice',
        description: 'Water Invoice Bill, March 2026',
        detail: {
          line: 'invoice',
          invoicetype: 'Water Invoice Bill',
          billingdate: '2026-03-01',
          description: null,
          latefeeon: null,
        },
        reference: invoiceNumberLabel(water.number),
        displayreference: invoiceNumberLabel(water.number),
        debit: 300,
        credit: 0,
        balance: 10500.5,
      },
      {
        date: at,
        kind: 'payment',
        description: 'MPESA payment: March rent',
        detail: {
          line: 'payment',
          paymentmode: 'MPESA',
          description: 'March rent',
          depositheld: 0,
        },
        // Without an M-PESA receipt code the payment shows none, never its internal id.
        reference: first.reference,
        displayreference: '',
        debit: 0,
        credit: 5000,
        balance: 5500.5,
      },
      {
        date: '2026-03-05T09:00:00.000Z',
        kind: 'payment',
        description: 'Cash payment: Balance',
        detail: { line: 'payment', paymentmode: 'Cash', description: 'Balance', depositheld: 0 },
        reference: second.reference,
        displayreference: '',
        debit: 0,
        credit: 4000,
        balance: 1500.5,
      },
      {
        date: '2026-04-01T03:00:00.000Z',
        kind: 'invoice',
        description: 'Rental Invoice Bill, April 2026',
        detail: {
          line: 'invoice',
          invoicetype: 'Rental Invoice Bill',
          billingdate: '2026-04-01',
          description: null,
          latefeeon: null,
        },
        reference: invoiceNumberLabel(april.number),
        displayreference: invoiceNumberLabel(april.number),
        debit: 8500,
        credit: 0,
        balance: 10000.5,
      },
    ]);
    expect(statement.balance).toBe(10000.5);
    expect(await detailBalance(owner.token, tenant.tenantid)).toBe(10000.5);
  });

  it('leaves out zero opening balances and shows a credit as a negative balance', async () => {
    const owner = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 0,
      openingwaterbalance: 0,
    });
    const empty: Statement = (await statementOf(owner.token, tenant.tenantid)).json();
    expect(empty.entries).toEqual([]);
    expect(empty.balance).toBe(0);

    await pay(t.app, owner.token, tenant.tenantid, 750);
    const credit: Statement = (await statementOf(owner.token, tenant.tenantid)).json();
    expect(credit.entries).toMatchObject([{ kind: 'payment', credit: 750, balance: -750 }]);
    expect(credit.balance).toBe(-750);
    expect(await detailBalance(owner.token, tenant.tenantid)).toBe(-750);
  });

  it("answers 404 for another organization's tenant", async () => {
    const owner = await landlordWithRoom(t.app);
    const stranger = await landlordWithRoom(t.app);
    const tenant = await addTenant(t.app, owner.token, owner.place);
    const response = await statementOf(stranger.token, tenant.tenantid);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      key: 'error.tenantNotFound',
      code: 'not_found',
      message: 'Tenant not found',
    });
    expect((await statementOf(owner.token, 'no-such-tenant')).statusCode).toBe(404);
  });
});

describe('the balance', () => {
  it('counts invoices except reminders, minus tenant payments, in both of its forms', async () => {
    const owner = await landlordWithRoom(t.app);
    const stranger = await landlordWithRoom(t.app);
    const org = owner.organizationId;
    const owing = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 1000,
      openingwaterbalance: 250,
    });
    const inCredit = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 0,
      openingwaterbalance: 0,
    });
    const cleared = await addTenant(t.app, owner.token, owner.place, {
      openingrentbalance: 300,
      openingwaterbalance: 0,
    });
    await insertInvoice(t.db, {
      organizationId: org,
      tenantId: owing.tenantid,
      amountCents: 500000,
    });
    await insertInvoice(t.db, {
      organizationId: org,
      tenantId: owing.tenantid,
      amountCents: 999900,
      type: 'Pending Bill',
    });
    await insertInvoice(t.db, {
      organizationId: org,
      tenantId: inCredit.tenantid,
      amountCents: 100000,
      type: 'Service Charge Bill',
    });
    await pay(t.app, owner.token, owing.tenantid, 2000);
    await pay(t.app, owner.token, inCredit.tenantid, 1500);
    await pay(t.app, owner.token, cleared.tenantid, 300);
    // The organization's own subscription payment is nobody's credit.
    await insertTransaction(t.db, {
      organization_id: org,
      transaction_type: 'Subscription Payment',
      paid_at: '2026-03-01T06:00:00.000Z',
      amount_cents: 1_000_000,
    });
    const theirs = await addTenant(t.app, stranger.token, stranger.place);
    await insertInvoice(t.db, {
      organizationId: stranger.organizationId,
      tenantId: theirs.tenantid,
      amountCents: 700000,
    });

    const balances = await tenantBalances(t.db, org);
    expect(Object.fromEntries(balances)).toEqual({
      [owing.tenantid]: 100000 + 25000 + 500000 - 200000,
      [inCredit.tenantid]: 100000 - 150000,
      [cleared.tenantid]: 0,
    });
    expect(await totalOwedCents(t.db, org, null)).toBe(425000);
    expect(await totalOwedCents(t.db, stranger.organizationId, null)).toBe(700000 + 170050);
  });
});
