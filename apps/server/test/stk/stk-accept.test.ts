import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { testClock } from '../helpers/test-clock.js';
import type { Actor } from '../../src/modules/access/actor.js';
import { tenantBalance } from '../../src/modules/ledger/balances.js';
import { postAcceptedStkPayment } from '../../src/modules/stk/stk-quarantine.js';
import { createStkTestApp, type StkTestApp } from './stk-fixtures.js';
import {
  ended,
  landlordWithTenant,
  paymentsOf,
  pushStatus,
  pushToTenant,
  type Landlord,
} from './stk-tenant-push.js';

// postAcceptedStkPayment: what the quarantine module calls when the owner accepts a
// quarantined STK payment after checking their M-PESA statement.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: StkTestApp;
beforeAll(async () => {
  t = await createStkTestApp({ clock: time.clock });
});
afterAll(() => t.close());

function ownerActor(owner: { user: { organizationid: string; userid: string } }): Actor {
  return {
    organizationId: owner.user.organizationid,
    userId: owner.user.userid,
    role: 'owner',
    name: 'Amina Wanjiru',
  };
}

type Owner = Parameters<typeof ownerActor>[0];

function accept(owner: Owner, stkRequestId: string, receipt: string | null) {
  return t.db
    .transaction()
    .execute((trx) =>
      postAcceptedStkPayment(trx, ownerActor(owner), stkRequestId, receipt, time.clock()),
    );
}

/** A tenant's push whose callback said `amount` KES instead of 5,500: quarantined. */
async function quarantinedPush(owner: Landlord, callback: { amount?: number; receipt?: string }) {
  const push = await pushToTenant(t, owner, callback.amount === undefined ? { amount: 3000 } : {});
  await t.simulator.controls.completeStk(push.checkout, 0, callback);
  expect((await ended(t, owner, push.id)).status).toBe('quarantined');
  return push;
}

describe('postAcceptedStkPayment', () => {
  it('posts the amount M-PESA said as the tenant’s payment with its SMS receipt, once', async () => {
    const owner = await landlordWithTenant(t);
    const push = await quarantinedPush(owner, { amount: 5000, receipt: 'ACCEPT0001' });
    time.advanceMinutes(30);

    const transactionId = await accept(owner, push.id, 'ACCEPT0001');
    expect(transactionId).toEqual(expect.any(String));
    const payments = await paymentsOf(t, owner.organizationId);
    expect(payments).toMatchObject([
      {
        id: transactionId,
        transaction_type: 'Tenant Payment',
        tenant_id: owner.tenant.id,
        payment_mode: 'MPESA',
        amount_cents: 500_000,
        external_reference: 'ACCEPT0001',
        // Dated when M-PESA's callback came, not when the owner accepted it.
        paid_at: '2026-03-02T06:00:00.000Z',
      },
    ]);
    expect(await tenantBalance(t.db, owner.organizationId, owner.tenant.id)).toBe(50_000);
    expect(await pushStatus(t, owner, push.id)).toMatchObject({
      status: 'succeeded',
      receipt: 'ACCEPT0001',
      message: 'Payment received. M-PESA receipt ACCEPT0001',
    });
    const sms = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('transaction_id', '=', transactionId)
      .execute();
    expect(sms).toHaveLength(1);
    const logged = await t.db
      .selectFrom('activity_log')
      .selectAll()
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'payment_recorded')
      .execute();
    expect(logged).toMatchObject([
      { entity_id: transactionId, user_id: owner.user.userid, role: 'owner' },
    ]);

    // Accepted again (a second click, another tab): nothing more.
    expect(await accept(owner, push.id, 'ACCEPT0001')).toBeNull();
    expect(await paymentsOf(t, owner.organizationId)).toHaveLength(1);
  });

  it('returns null and posts nothing when the receipt is already recorded', async () => {
    const owner = await landlordWithTenant(t);
    const first = await pushToTenant(t, owner, { result: 0 });
    const paid = await ended(t, owner, first.id);
    const push = await quarantinedPush(owner, { receipt: paid.receipt! });

    expect(await accept(owner, push.id, paid.receipt)).toBeNull();
    const payments = await paymentsOf(t, owner.organizationId);
    expect(payments).toHaveLength(1);
    const row = await t.db
      .selectFrom('stk_requests')
      .select(['status', 'transaction_id'])
      .where('id', '=', push.id)
      .executeTakeFirstOrThrow();
    // Its money is the payment that holds the receipt.
    expect(row).toEqual({ status: 'succeeded', transaction_id: payments[0]!.id });
  });

  it('posts nothing for a push that is not quarantined, or another organization’s', async () => {
    const owner = await landlordWithTenant(t);
    const other = await landlordWithTenant(t);
    const pending = await pushToTenant(t, owner);
    expect(await accept(owner, pending.id, 'NOTHELD001')).toBeNull();
    const held = await quarantinedPush(owner, { amount: 10, receipt: 'NOTYOURS01' });
    expect(await accept(other, held.id, 'NOTYOURS01')).toBeNull();
    expect(await paymentsOf(t, owner.organizationId)).toEqual([]);
    expect(await paymentsOf(t, other.organizationId)).toEqual([]);
  });

  it('pays the subscription’s month for an accepted subscription push', async () => {
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
    await t.simulator.controls.completeStk(checkout, 0, { amount: 999 });
    const owner = { ...account, organizationId: account.user.organizationid };
    expect((await ended(t, owner, id)).status).toBe('quarantined');
    const before = await t.db
      .selectFrom('organizations')
      .select('paid_until')
      .where('id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect(before.paid_until).toBeNull();

    const transactionId = await accept(owner, id, null);
    expect(await paymentsOf(t, owner.organizationId)).toMatchObject([
      {
        id: transactionId,
        transaction_type: 'Subscription Payment',
        amount_cents: 99_900,
        external_reference: checkout,
      },
    ]);
    const after = await t.db
      .selectFrom('organizations')
      .select(['paid_until', 'trial_ends_at'])
      .where('id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    expect(after.paid_until).not.toBeNull();
    expect(Date.parse(after.paid_until!)).toBeGreaterThan(Date.parse(after.trial_ends_at));
  });
});
