import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { authed, signUp } from '../helpers/accounts.js';
import { testClock } from '../helpers/test-clock.js';
import { createStkTestApp, type StkTestApp } from './stk-fixtures.js';
import { ended, landlordWithTenant, paymentsOf, pushToTenant } from './stk-tenant-push.js';

// Issue 27: an STK result held for review reaches the owner's list beside Unallocated, and
// the owner's decision there posts it once (accept) or never (reject).

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: StkTestApp;
beforeAll(async () => {
  t = await createStkTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function heldPayment(owner: { token: string }) {
  const list = await t.app.inject({ url: '/api/mpesa/quarantine', headers: authed(owner.token) });
  expect(list.statusCode).toBe(200);
  return list.json().payments[0] as { id: string; source: string; reasons: string[] };
}

describe('a held STK payment, in the owner’s review list', () => {
  it('accepted: posted once, for the amount M-PESA said', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner);
    await t.simulator.controls.completeStk(push.checkout, 0, {
      amount: 5000,
      receipt: 'QHELD00001',
    });
    expect(await ended(t, owner, push.id)).toMatchObject({ status: 'quarantined' });

    const held = await heldPayment(owner);
    expect(held).toMatchObject({ source: 'stk', reasons: ['stk_amount_mismatch'] });
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/mpesa/quarantine/${held.id}/accept`,
        headers: authed(owner.token),
      });
    const accepted = await accept();
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      outcome: 'matched',
      transactionid: expect.any(String),
    });
    expect((await accept()).statusCode).toBe(409);
    const payments = await paymentsOf(t, owner.organizationId);
    expect(payments).toHaveLength(1);
    expect(await tenantBalance(t.db, owner.organizationId, owner.tenant.id)).toBe(50_000);
  });

  it('rejected: never posted', async () => {
    const owner = await landlordWithTenant(t);
    const push = await pushToTenant(t, owner);
    await t.simulator.controls.completeStk(push.checkout, 0, { amount: 1, receipt: 'QHELD00002' });
    await ended(t, owner, push.id);
    const held = await heldPayment(owner);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/mpesa/quarantine/${held.id}/reject`,
      headers: authed(owner.token),
    });
    expect(rejected.statusCode).toBe(200);
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
    expect(await tenantBalance(t.db, owner.organizationId, owner.tenant.id)).toBe(550_000);
  });
});

describe('a held subscription payment', () => {
  it('is not the account owner’s to accept: nothing is paid', async () => {
    const account = await signUp(t.app);
    t.simulator.controls.nextStkResult('none');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stk/subscription',
      headers: authed(account.token),
      payload: { phonenumber: '0712345678', amount: 1000, description: 'March' },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ requestid: string }>().requestid;
    const { checkout_request_id: checkout } = await t.db
      .selectFrom('stk_requests')
      .select('checkout_request_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.simulator.controls.completeStk(checkout, 0, { amount: 1 });
    const owner = { ...account, organizationId: account.user.organizationid };
    expect((await ended(t, owner, id)).status).toBe('quarantined');
    const held = await heldPayment(owner);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/mpesa/quarantine/${held.id}/accept`,
      headers: authed(owner.token),
    });
    expect(accepted.statusCode).toBe(403);
    expect(accepted.json().error.message).toBe(
      'A subscription payment held for review is checked by our team: contact us if you paid',
    );
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
    const { paid_until: paidUntil } = await t.db
      .selectFrom('organizations')
      .select('paid_until')
      .where('id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect(paidUntil).toBeNull();
  });
});
