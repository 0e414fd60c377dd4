import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { testClock } from '../helpers/test-clock.js';
import { settlePendingStkRequests } from '../../src/modules/stk/stk-settle.js';
import { createStkTestApp, eventually, type StkTestApp } from './stk-fixtures.js';
import {
  landlordWithTenant,
  paymentsOf,
  pushToTenant,
  settlerDeps,
  type Landlord,
} from './stk-tenant-push.js';

// Decision 0062: a push the STK query settled is posted under its CheckoutRequestID (the query
// gives no receipt number). M-PESA's late callback brings the receipt: the payment's row stays
// as posted, the receipt is recorded beside it, and every screen shows and finds the receipt.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: StkTestApp;
beforeAll(async () => {
  t = await createStkTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** A push the phone completed, settled by the status query before any callback came. */
async function settledByQuery(owner: Landlord) {
  const push = await pushToTenant(t, owner);
  await t.simulator.controls.completeStk(push.checkout, 0, { callback: false });
  time.advanceMinutes(2);
  await settlePendingStkRequests(settlerDeps(t, time.clock));
  const payment = (await paymentsOf(t, owner.organizationId)).find(
    (row) => row.external_reference === push.checkout,
  );
  expect(payment).toBeDefined();
  return { ...push, paymentId: payment!.id };
}

/** M-PESA's callback, late; the receipt it carried once the push noted it. */
async function lateCallback(checkout: string, id: string, receipt?: string) {
  const answer = await t.simulator.controls.completeStk(checkout, 0, { receipt });
  expect(answer?.status).toBe(200);
  return eventually(async () => {
    const row = await t.db
      .selectFrom('stk_requests')
      .select('receipt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.receipt ?? undefined;
  });
}

async function read(token: string, url: string) {
  const response = await t.app.inject({ url, headers: authed(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

async function pageToken(owner: Landlord) {
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/tenant/${owner.tenant.id}/link`,
    headers: authed(owner.token),
  });
  expect(link.statusCode, link.body).toBe(201);
  return /\/t\/([\w-]+)$/.exec(link.json().url)![1]!;
}

function payByHand(owner: Landlord, reference: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/transactions/new-payment',
    headers: authed(owner.token),
    payload: {
      tenantid: owner.tenant.id,
      paymentmode: 'MPESA',
      amount: 100,
      description: 'Rent',
      reference,
    },
  });
}

describe('a receipt number that comes after the STK query settled the push', () => {
  it('is shown and found everywhere, while the payment row stays as posted', async () => {
    const owner = await landlordWithTenant(t);
    const push = await settledByQuery(owner);
    const receipt = await lateCallback(push.checkout, push.id);
    expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
    // Delivered again: nothing more happens.
    await t.simulator.controls.repeatLastCallback();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const [row, ...others] = await paymentsOf(t, owner.organizationId);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ id: push.paymentId, external_reference: push.checkout });
    // The receipt SMS went when the query settled it: it names no CheckoutRequestID, which the
    // tenant never saw (M-PESA's own SMS has the receipt).
    const sms = await t.db
      .selectFrom('sms_messages')
      .select('text')
      .where('transaction_id', '=', push.paymentId)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(/^Dear .* KES 5,500/);
    expect(sms[0]!.text).not.toContain(push.checkout);
    expect(sms[0]!.text).not.toContain(' Ref ');
    const late = await t.db.selectFrom('payment_late_receipts').selectAll().execute();
    expect(late.filter((r) => r.organization_id === owner.organizationId)).toMatchObject([
      { transaction_id: push.paymentId, receipt },
    ]);

    // Insert-only: the database itself refuses to change it.
    await expect(
      t.db
        .updateTable('payment_late_receipts')
        .set({ receipt: 'QOTHER0001' })
        .where('transaction_id', '=', push.paymentId)
        .execute(),
    ).rejects.toThrow(/payment_late_receipts: UPDATE refused/);

    const { token } = owner;
    const statement = await read(token, `/api/tenant/all-tenants/${owner.tenant.id}/statement`);
    const line = statement.entries.find((entry: { kind: string }) => entry.kind === 'payment');
    expect(line).toMatchObject({ reference: receipt, displayreference: receipt, credit: 5500 });

    const list = await read(token, '/api/transactions/all-transactions');
    expect(list.transactions).toMatchObject([
      { transactionid: push.paymentId, externalreference: receipt, verified: true },
    ]);
    const one = await read(token, `/api/transactions/all-transactions/${push.paymentId}`);
    expect(one.transaction.externalreference).toBe(receipt);
    const bill = await read(token, `/api/transactions/all-transactions/${push.paymentId}/receipt`);
    // The receipt finds its line on the statement by the reference both show.
    expect(bill).toMatchObject({ transactionid: push.paymentId, balanceafter: line.balance });

    const found = await read(token, `/api/search?q=${receipt.toLowerCase()}`);
    expect(found.transactions).toMatchObject([{ id: push.paymentId, amount: 5500 }]);
    const byStandIn = await read(token, `/api/search?q=${push.checkout}`);
    expect(byStandIn.transactions).toEqual([]);

    const page = await pageToken(owner);
    const tenantPage = await t.app.inject({ url: `/api/public/tenant/${page}` });
    expect(tenantPage.statusCode).toBe(200);
    expect(
      tenantPage.json().statement.find((entry: { kind: string }) => entry.kind === 'payment'),
    ).toMatchObject({ reference: receipt, displayreference: receipt });
    const pageReceipt = await t.app.inject({
      url: `/api/public/tenant/${page}/receipts/${receipt}`,
    });
    expect(pageReceipt.statusCode, pageReceipt.body).toBe(200);
    expect(pageReceipt.json()).toMatchObject({
      transaction: { externalreference: receipt, transactiondata: { amount: 5500 } },
      receipt: { balanceafter: line.balance },
    });

    const exported = await read(token, `/api/tenant/${owner.tenant.id}/personal-data`);
    expect(exported.payments).toMatchObject([{ reference: receipt }]);

    // The receipt is this payment's: typed again by hand, it is refused, naming the payment.
    const twice = await payByHand(owner, receipt);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.params).toMatchObject({
      holder: 'payment',
      transactionid: push.paymentId,
    });
  });

  it('is not taken when another payment already holds it', async () => {
    const owner = await landlordWithTenant(t, { owedCents: 1_100_000 });
    const typed = await payByHand(owner, 'QHELD5X7Z9');
    expect(typed.statusCode, typed.body).toBe(201);
    const typedId = typed.json().transaction.transactionid;
    const push = await settledByQuery(owner);
    expect(await lateCallback(push.checkout, push.id, 'QHELD5X7Z9')).toBe('QHELD5X7Z9');

    const stk = (await paymentsOf(t, owner.organizationId)).find((r) => r.id === push.paymentId);
    expect(stk).toMatchObject({ external_reference: push.checkout });
    const late = await t.db
      .selectFrom('payment_late_receipts')
      .select('transaction_id')
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(late).toEqual([]);
    const list = await read(owner.token, '/api/transactions/all-transactions');
    const references = Object.fromEntries(
      list.transactions.map((x: { transactionid: string; externalreference: string }) => [
        x.transactionid,
        x.externalreference,
      ]),
    );
    expect(references).toEqual({ [typedId]: 'QHELD5X7Z9', [push.paymentId]: push.checkout });
    const found = await read(owner.token, '/api/search?q=QHELD5X7Z9');
    expect(found.transactions).toMatchObject([{ id: typedId }]);
  });
});
