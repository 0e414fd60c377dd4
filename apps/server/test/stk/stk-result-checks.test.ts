import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../helpers/test-clock.js';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { settlePendingStkRequests } from '../../src/modules/stk/stk-settle.js';
import { createStkTestApp, eventually, type StkTestApp } from './stk-fixtures.js';
import {
  ended,
  landlordWithTenant,
  paymentsOf,
  pushStatus,
  pushToTenant,
  quarantinedOf,
  settlerDeps,
} from './stk-tenant-push.js';

// Issue 27: an STK success is posted only when its amount is the push's, its receipt is new
// and M-PESA's STK query (through the app that sent the push) confirms it. Anything else is
// quarantined for the owner, never posted.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: StkTestApp;
beforeAll(async () => {
  t = await createStkTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const reviewing =
  'Your payment is being checked before it is recorded. You do not need to pay again.';

function queriesFor(checkout: string) {
  return t.simulator.calls.requests.filter(
    (call) =>
      call.path === '/mpesa/stkpushquery/v1/query' &&
      (call.body as { CheckoutRequestID?: string }).CheckoutRequestID === checkout,
  );
}

describe('an STK success callback', () => {
  it('whose amount is not the push’s is quarantined: no payment, the balance unchanged', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner);
    // The attack of the issue: KES 1 and a made-up receipt for a KES 5,500 push.
    await t.simulator.controls.completeStk(push.checkout, 0, { amount: 1, receipt: 'FAKE000001' });

    expect(await ended(t, owner, push.id)).toMatchObject({
      status: 'quarantined',
      message: reviewing,
      receipt: null,
    });
    const held = await quarantinedOf(t, owner.organizationId);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      source: 'stk',
      stk_request_id: push.id,
      callback_id: null,
      trans_id: 'FAKE000001',
      amount_cents: 100,
      bill_ref: owner.tenant.house_number,
      payer_name: 'Wanjiku Kamau',
      status: 'open',
    });
    expect(JSON.parse(held[0]!.reasons)).toEqual(['stk_amount_mismatch']);
    expect(JSON.parse(held[0]!.details)).toEqual({
      expectedamount: 5500,
      checkoutrequestid: push.checkout,
    });
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
    expect(await tenantBalance(t.db, owner.organizationId, owner.tenant.id)).toBe(550_000);

    // Delivered again: still one quarantined payment, still nothing posted.
    await t.simulator.controls.repeatLastCallback();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await quarantinedOf(t, owner.organizationId)).toHaveLength(1);
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
  });

  it('tells a payer who reads Kiswahili that it is being checked', async () => {
    const owner = await landlordWithTenant(t, { language: 'sw' });
    const push = await pushToTenant(t, owner);
    await t.simulator.controls.completeStk(push.checkout, 0, { amount: 5000 });
    expect(await ended(t, owner, push.id)).toMatchObject({
      status: 'quarantined',
      message: 'Malipo yako yanakaguliwa kabla ya kurekodiwa. Huhitaji kulipa tena.',
    });
  });

  it('whose receipt is already recorded is quarantined, never posted twice', async () => {
    const owner = await landlordWithTenant(t);
    const first = await pushToTenant(t, owner, { result: 0 });
    const paid = await ended(t, owner, first.id);
    expect(paid.status).toBe('succeeded');

    const second = await pushToTenant(t, owner, { amount: 3000 });
    await t.simulator.controls.completeStk(second.checkout, 0, { receipt: paid.receipt! });
    expect(await ended(t, owner, second.id)).toMatchObject({ status: 'quarantined' });
    const held = await quarantinedOf(t, owner.organizationId);
    expect(held).toMatchObject([
      { stk_request_id: second.id, trans_id: paid.receipt, amount_cents: 300_000 },
    ]);
    expect(JSON.parse(held[0]!.reasons)).toEqual(['stk_receipt_reused']);
    const payments = await paymentsOf(t, owner.organizationId);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.external_reference).toBe(paid.receipt);
    expect(await tenantBalance(t.db, owner.organizationId, owner.tenant.id)).toBe(0);
  });

  it('confirmed by the STK query, through the app that sent it, is posted once', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner, { result: 0 });
    const done = await ended(t, owner, push.id);
    expect(done.status).toBe('succeeded');
    expect(done.receipt).toMatch(/^[A-Z0-9]{10}$/);
    // Asked over HTTP of the landlord's own app (its shortcode and passkey), not the product's.
    const queries = queriesFor(push.checkout);
    expect(queries.length).toBeGreaterThanOrEqual(1);
    expect(queries[0]!.body).toMatchObject({ BusinessShortCode: '600984' });

    await Promise.all([1, 2, 3].map(() => t.simulator.controls.repeatLastCallback()));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const payments = await paymentsOf(t, owner.organizationId);
    expect(payments).toMatchObject([
      { amount_cents: 550_000, external_reference: done.receipt, tenant_id: owner.tenant.id },
    ]);
    expect(await tenantBalance(t.db, owner.organizationId, owner.tenant.id)).toBe(0);
    expect(await quarantinedOf(t, owner.organizationId)).toEqual([]);
    const verified = await t.db
      .selectFrom('payment_verifications')
      .selectAll()
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(verified).toMatchObject([{ receipt: done.receipt, method: 'stk_query' }]);
  });

  it('that the STK query says did not succeed is quarantined', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner);
    t.simulator.controls.answerStkQuery(push.checkout, 1032);
    await t.simulator.controls.completeStk(push.checkout, 0, { receipt: 'QRYNO00001' });
    expect(await ended(t, owner, push.id)).toMatchObject({ status: 'quarantined' });
    const held = await quarantinedOf(t, owner.organizationId);
    expect(held).toMatchObject([
      { stk_request_id: push.id, trans_id: 'QRYNO00001', amount_cents: 550_000 },
    ]);
    expect(JSON.parse(held[0]!.reasons)).toEqual(['stk_not_confirmed']);
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
    expect(queriesFor(push.checkout).length).toBeGreaterThanOrEqual(1);
  });

  it('waits pending while the STK query cannot be reached; the settler posts it later', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner);
    t.simulator.controls.answerStkQuery(push.checkout, 'unavailable');
    await t.simulator.controls.completeStk(push.checkout, 0, { receipt: 'LATER00001' });
    await eventually(async () => (queriesFor(push.checkout).length > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pushStatus(t, owner, push.id)).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
    expect(await quarantinedOf(t, owner.organizationId)).toEqual([]);

    // Daraja is back: the settling job's next pass confirms it and posts the callback's receipt.
    t.simulator.controls.answerStkQuery(push.checkout, undefined);
    time.advanceMinutes(2);
    await settlePendingStkRequests(settlerDeps(t, time.clock));
    expect(await pushStatus(t, owner, push.id)).toMatchObject({
      status: 'succeeded',
      receipt: 'LATER00001',
    });
    expect(await paymentsOf(t, owner.organizationId)).toMatchObject([
      { amount_cents: 550_000, external_reference: 'LATER00001' },
    ]);
  });

  it('is quarantined when the STK query stays out of reach for 15 minutes', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner);
    t.simulator.controls.answerStkQuery(push.checkout, 'unavailable');
    await t.simulator.controls.completeStk(push.checkout, 0, { receipt: 'NEVER00001' });
    await eventually(async () => (queriesFor(push.checkout).length > 0 ? true : undefined));

    time.advanceMinutes(16);
    await settlePendingStkRequests(settlerDeps(t, time.clock));
    expect(await pushStatus(t, owner, push.id)).toMatchObject({ status: 'quarantined' });
    const held = await quarantinedOf(t, owner.organizationId);
    expect(held).toMatchObject([{ trans_id: 'NEVER00001', amount_cents: 550_000 }]);
    expect(JSON.parse(held[0]!.reasons)).toEqual(['stk_not_confirmed']);
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
  });
});
