import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { c2bSample, landlordOnPaybill } from '../mpesa/c2b-fixtures.js';
import { creditNote, moveIn } from '../tenancy/tenancy-fixtures.js';
import { insertInvoice, settableClock } from '../transactions/fixtures.js';

/**
 * Issue 29, section 4: money that arrives by itself (an M-PESA confirmation, a held payment
 * assigned later) for a closed month is recorded, never refused; its document keeps the day
 * M-PESA took it, and its journal entries count from the first open day, so the closed
 * month's reports read the same.
 */
const time = settableClock('2026-02-05T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ url, headers: authed(token) });

async function callbackSecret(organizationId: string) {
  const row = await t.db
    .selectFrom('mpesa_settings')
    .select('callback_secret')
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.callback_secret!;
}

async function confirm(secret: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/c2b/${secret}/confirmation`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.app.c2bConfirmations.settled();
}

/** A tenant in house A4 billed 10,000 for February; February closed on 10 March. */
async function closedFebruary(paybill: string) {
  // (A session ends after some weeks unused: the owner signs up late in February.)
  time.set('2026-02-20T07:00:00.000Z');
  const owner = await landlordOnPaybill(t.app, paybill);
  const tenant = await moveIn(t.app, owner, 0, { housenumber: 'A4', moveindate: '2026-02-01' });
  const invoice = await insertInvoice(t.db, {
    organizationId: owner.organizationId,
    tenantId: tenant.tenantid,
    amountCents: 1_000_000,
    billingDate: '2026-02-01',
  });
  time.set('2026-03-10T07:00:00.000Z');
  const closed = await t.app.inject({
    method: 'POST',
    url: '/api/books/closed-months',
    headers: authed(owner.token),
    payload: { month: '2026-02' },
  });
  expect(closed.statusCode, closed.body).toBe(200);
  const secret = await callbackSecret(owner.organizationId);
  return { owner, tenant, invoice, paybill, secret };
}

async function reportsOf(token: string, month: string, last: string) {
  const urls = [
    `/api/reports/income-statement?from=${month}-01&to=${month}-${last}`,
    `/api/reports/collections?from=${month}&to=${month}`,
    `/api/reports/kra-mri?month=${month}`,
  ];
  const bodies = [];
  for (const url of urls) {
    const response = await get(token, url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    bodies.push(response.json());
  }
  return bodies;
}

async function paymentAndEntries(organizationId: string, receipt: string) {
  const payment = await t.db
    .selectFrom('transactions')
    .select(['id', 'paid_on'])
    .where('organization_id', '=', organizationId)
    .where('external_reference', '=', receipt)
    .executeTakeFirstOrThrow();
  const entries = await t.db
    .selectFrom('ledger_entries')
    .select(['effective_on', 'amount_cents'])
    .where('source_type', '=', 'payment')
    .where('source_id', '=', payment.id)
    .execute();
  return { payment, entries };
}

describe('money arriving for a closed month', () => {
  it('an M-PESA confirmation dated in it counts from the first open day', async () => {
    const { owner, tenant, paybill, secret } = await closedFebruary('600971');
    const februaryBefore = await reportsOf(owner.token, '2026-02', '28');
    const marchBefore = await reportsOf(owner.token, '2026-03', '31');

    const paidAt = new Date('2026-02-25T09:00:00.000Z');
    await confirm(
      secret,
      c2bSample(
        {
          BusinessShortCode: paybill,
          TransID: 'LATEFEB001',
          TransAmount: '4000.00',
          BillRefNumber: 'A4',
        },
        paidAt,
      ),
    );

    const { payment, entries } = await paymentAndEntries(owner.organizationId, 'LATEFEB001');
    expect(payment.paid_on).toBe('2026-02-25'); // the document keeps the real day
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.effective_on).toBe('2026-03-01');
    expect(await reportsOf(owner.token, '2026-02', '28')).toEqual(februaryBefore);
    const [income, collections] = await reportsOf(owner.token, '2026-03', '31');
    expect(income).not.toEqual(marchBefore[0]);
    expect(JSON.stringify(collections)).toContain('4000');
    expect(await tenantBalance(t.db, owner.organizationId, tenant.tenantid)).toBe(600_000);
  });

  it('a held payment for it, assigned later, counts from the first open day too', async () => {
    const { owner, tenant, paybill, secret } = await closedFebruary('600972');
    const februaryBefore = await reportsOf(owner.token, '2026-02', '28');
    const paidAt = new Date('2026-02-26T09:00:00.000Z');
    await confirm(
      secret,
      c2bSample(
        {
          BusinessShortCode: paybill,
          TransID: 'LATEFEB002',
          TransAmount: '2500.00',
          BillRefNumber: 'ZZ9',
        },
        paidAt,
      ),
    );
    const held = (await get(owner.token, '/api/mpesa/unallocated')).json().payments;
    const id = held.find((p: { transid: string }) => p.transid === 'LATEFEB002').id;
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/mpesa/unallocated/${id}/assign`,
      headers: authed(owner.token),
      payload: { tenantid: tenant.tenantid },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const { payment, entries } = await paymentAndEntries(owner.organizationId, 'LATEFEB002');
    expect(payment.paid_on).toBe('2026-02-26');
    for (const entry of entries) expect(entry.effective_on).toBe('2026-03-01');
    expect(await reportsOf(owner.token, '2026-02', '28')).toEqual(februaryBefore);
    expect(await tenantBalance(t.db, owner.organizationId, tenant.tenantid)).toBe(750_000);
  });

  it('skips every closed month: February and March closed, the entry counts from April', async () => {
    const { owner, tenant, paybill, secret } = await closedFebruary('600973');
    time.set('2026-04-03T07:00:00.000Z');
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/books/closed-months',
      headers: authed(owner.token),
      payload: { month: '2026-03' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const marchBefore = await reportsOf(owner.token, '2026-03', '31');
    await confirm(
      secret,
      c2bSample(
        {
          BusinessShortCode: paybill,
          TransID: 'LATEFEB003',
          TransAmount: '1000.00',
          BillRefNumber: 'A4',
        },
        new Date('2026-02-27T09:00:00.000Z'),
      ),
    );
    const { entries } = await paymentAndEntries(owner.organizationId, 'LATEFEB003');
    for (const entry of entries) expect(entry.effective_on).toBe('2026-04-01');
    expect(await reportsOf(owner.token, '2026-03', '31')).toEqual(marchBefore);
    expect(await tenantBalance(t.db, owner.organizationId, tenant.tenantid)).toBe(900_000);
  });

  it('a credit note on its charge, given later, takes the billed figure off the open month', async () => {
    const { owner, tenant, invoice } = await closedFebruary('600974');
    const februaryBefore = await reportsOf(owner.token, '2026-02', '28');
    const credited = await creditNote(t.app, owner.token, tenant.tenantid, {
      amount: 2000,
      reason: 'Billed the old rent',
      invoiceid: invoice.id,
    });
    expect(credited.statusCode, credited.body).toBe(201);

    expect(await reportsOf(owner.token, '2026-02', '28')).toEqual(februaryBefore);
    const collections = (await reportsOf(owner.token, '2026-03', '31'))[1] as {
      months: { month: string; invoiced: number; rate: number | null }[];
    };
    expect(collections.months).toEqual([
      expect.objectContaining({ month: '2026-03', invoiced: -2000, rate: null }),
    ]);
    expect(await tenantBalance(t.db, owner.organizationId, tenant.tenantid)).toBe(800_000);
  });
});
