import type { SignupBody } from '@rental/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { testClock } from '../helpers/test-clock.js';
import { testMpesaOptions } from '../helpers/test-options.js';
import { createTestApp } from '../helpers/test-app.js';
import { settlePendingStkRequests } from '../../src/modules/stk/stk-settle.js';
import {
  callbackSecret,
  callbackUrlOf,
  createStkTestApp,
  eventually,
  postCallback,
  saveOwnDarajaApp,
  stkCallbackBody,
  type StkTestApp,
} from './stk-fixtures.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: StkTestApp;
beforeAll(async () => {
  t = await createStkTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const payment = { phonenumber: '0712345678', amount: 1850, description: 'March subscription' };

/** A landlord on the Standard plan (KES 1,850 a month). */
async function standardLandlord(overrides: Partial<SignupBody> = {}) {
  const account = await signUp(t.app, overrides);
  const chosen = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptionsettings/new-subscriptionsettings',
    headers: authed(account.token),
    payload: { subscriptionplanid: 'standard' },
  });
  expect(chosen.statusCode).toBe(201);
  return account;
}

function pay(token: string, body: Record<string, unknown> = payment) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stk/subscription',
    headers: authed(token),
    payload: body,
  });
}

function requestStatus(token: string, id: string) {
  return t.app.inject({ url: `/api/stk/requests/${id}`, headers: authed(token) });
}

async function settled(token: string, id: string) {
  return eventually(async () => {
    const body = (await requestStatus(token, id)).json();
    return body.status === 'pending' ? undefined : body;
  });
}

async function organization(id: string) {
  return t.db
    .selectFrom('organizations')
    .select(['plan_id', 'trial_ends_at', 'paid_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function subscriptionPayments(organizationId: string) {
  return t.db
    .selectFrom('transactions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .execute();
}

/** The log's payment entries: M-PESA's answer records the payment, so M-PESA is the actor. */
async function loggedPayments(organizationId: string) {
  const rows = await t.db
    .selectFrom('activity_log')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('kind', '=', 'payment_recorded')
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as unknown }));
}

function checkoutOf(requestId: string) {
  return t.db
    .selectFrom('stk_requests')
    .select('checkout_request_id')
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow()
    .then((row) => row.checkout_request_id);
}

/** The landlord's own paybill and Daraja app, saved through MPESA Integration settings. */

describe('POST /api/stk/subscription', () => {
  it('charges the plan’s price, records the payment on the callback and extends a month', async () => {
    const { token, user } = await standardLandlord();
    const response = await pay(token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      amount: 1850,
      message: 'Check your phone and enter your M-PESA PIN',
    });

    const pushed = t.simulator.calls.stkPushes.at(-1)!.body;
    expect(pushed).toMatchObject({
      Amount: 1850,
      BusinessShortCode: '174379',
      PhoneNumber: '254712345678',
      TransactionDesc: 'March subscri',
    });
    // The push's own token: 256 random bits in hex.
    expect(String(pushed.CallBackURL)).toMatch(
      new RegExp(`^${t.url}/api/stk/callback/[0-9a-f]{64}$`),
    );
    expect(String(pushed.CallBackURL)).not.toMatch(/mpesa|safaricom|exec|cmd|sql|query/i);

    const done = await settled(token, response.json().requestid);
    expect(done).toMatchObject({ status: 'succeeded', resultcode: '0' });
    expect(done.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(done.message).toBe(`Payment received. M-PESA receipt ${done.receipt}`);

    const [transaction] = await subscriptionPayments(user.organizationid);
    expect(transaction).toMatchObject({
      transaction_type: 'Subscription Payment',
      payment_mode: 'MPESA',
      tenant_id: null,
      recorded_by: user.userid,
      amount_cents: 185_000,
      external_reference: done.receipt,
      paid_on: '2026-03-02',
    });
    // The free month runs to April 2nd; the payment adds a month after it.
    const org = await organization(user.organizationid);
    expect(org.trial_ends_at).toBe('2026-04-02T06:00:00.000Z');
    expect(org.paid_until).toBe('2026-05-02T06:00:00.000Z');
    expect(await loggedPayments(user.organizationid)).toMatchObject([
      {
        user_id: null,
        user_name: 'M-PESA',
        role: 'system',
        entity_id: transaction!.id,
        details: {
          amount: 'KES 1,850',
          source: 'stkSubscription',
          reference: done.receipt,
          requestedby: 'Amina Wanjiru',
        },
      },
    ]);

    const list = await t.app.inject({
      url: '/api/transactions/all-transactions?type=subscription',
      headers: authed(token),
    });
    expect(list.json().transactions).toHaveLength(1);
  });

  it('never charges the body’s amount: a different amount is refused and nothing is pushed', async () => {
    const { token } = await standardLandlord();
    const before = t.simulator.calls.stkPushes.length;
    const response = await pay(token, { ...payment, amount: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.amount).toBe(
      "The amount is KES 1850, the Standard plan's monthly price",
    );
    expect(t.simulator.calls.stkPushes.length).toBe(before);
  });

  it('validates the form with the spec’s messages', async () => {
    const { token } = await standardLandlord();
    const response = await pay(token, { phonenumber: '712345678', amount: '', description: '' });
    expect(response.json().error.fields).toMatchObject({
      phonenumber: 'Phone number should start with 0',
      amount: 'Please enter amount',
      description: 'Please enter description',
    });
  });

  it.each([
    [1032, 'cancelled', 'You cancelled the M-PESA prompt.'],
    [2001, 'failed', 'The M-PESA PIN was wrong. Try again.'],
    [1, 'failed', 'The balance is insufficient for the transaction.'],
  ])('tells the payer what result %s means and records nothing', async (code, status, message) => {
    const { token, user } = await standardLandlord();
    t.simulator.controls.nextStkResult(code);
    const response = await pay(token);
    const done = await settled(token, response.json().requestid);
    expect(done).toMatchObject({ status, message, resultcode: String(code), receipt: null });
    expect(await subscriptionPayments(user.organizationid)).toHaveLength(0);
    expect((await organization(user.organizationid)).paid_until).toBe('2026-04-02T06:00:00.000Z');
  });

  it('tells a payer who reads Kiswahili to enter the PIN, then that it was paid, in Kiswahili', async () => {
    const { token } = await standardLandlord({ language: 'sw' });
    const response = await pay(token);
    expect(response.json()).toMatchObject({
      status: 'pending',
      message: 'Angalia simu yako na uweke PIN yako ya M-PESA',
    });
    const done = await settled(token, response.json().requestid);
    expect(done.message).toBe(`Malipo yamepokelewa. Risiti ya M-PESA ${done.receipt}`);
  });

  it.each([
    [1032, 'cancelled', 'Umesitisha ombi la M-PESA.'],
    // M-PESA's own words for a failure we have none for, said to have failed in Kiswahili.
    [1, 'failed', 'Malipo hayakufanikiwa: The balance is insufficient for the transaction.'],
  ])(
    'tells a payer who reads Kiswahili what result %s means, in Kiswahili',
    async (code, status, message) => {
      const { token } = await standardLandlord({ language: 'sw' });
      t.simulator.controls.nextStkResult(code);
      const response = await pay(token);
      const done = await settled(token, response.json().requestid);
      expect(done).toMatchObject({ status, message, resultcode: String(code) });
    },
  );

  it('does not conclude on 1037 before the status query: unreachable when M-PESA confirms', async () => {
    const { token } = await standardLandlord();
    t.simulator.controls.nextStkResult(1037);
    const response = await pay(token);
    const checkout = await checkoutOf(response.json().requestid);
    const done = await settled(token, response.json().requestid);
    expect(done).toMatchObject({ status: 'failed', resultcode: '1037' });
    expect(done.message).toMatch(/^Your phone could not be reached/);
    expect(t.simulator.calls.stkQueries.map((q) => q.checkoutRequestId)).toContain(checkout);
  });

  it('records a payment the phone completed after a 1037 callback, found by the query', async () => {
    const { token, user } = await standardLandlord();
    t.simulator.controls.nextStkResult('none');
    const response = await pay(token);
    const id = response.json().requestid;
    const checkout = await checkoutOf(id);
    // M-PESA says unreachable; the prompt is in fact still open on the phone.
    const callback = await postCallback(
      callbackUrlOf(t, checkout),
      stkCallbackBody(checkout, { code: 1037, desc: 'DS timeout user cannot be reached.' }),
    );
    expect(callback.status).toBe(200);
    await eventually(async () =>
      t.simulator.calls.stkQueries.some((q) => q.checkoutRequestId === checkout) ? true : undefined,
    );
    expect((await requestStatus(token, id)).json()).toMatchObject({ status: 'pending' });

    await t.simulator.controls.completeStk(checkout, 0, { callback: false });
    const done = await settled(token, id);
    expect(done).toMatchObject({ status: 'succeeded', resultcode: '0' });
    const payments = await subscriptionPayments(user.organizationid);
    expect(payments).toHaveLength(1);
    // No callback metadata: the CheckoutRequestID stands for the receipt.
    expect(payments[0]!.external_reference).toBe(checkout);
  });

  it('settles an unanswered push by the status query after a minute', async () => {
    const { token, user } = await standardLandlord();
    t.simulator.controls.nextStkResult('none');
    const response = await pay(token);
    const id = response.json().requestid;
    const checkout = await checkoutOf(id);
    const queriesBefore = t.simulator.calls.stkQueries.length;
    expect((await requestStatus(token, id)).json().status).toBe('pending');
    // Younger than a minute: not queried yet.
    expect(t.simulator.calls.stkQueries.length).toBe(queriesBefore);

    await t.simulator.controls.completeStk(checkout, 0, { callback: false });
    time.advanceMinutes(2);
    // The background job's work: settle the pending requests over a minute old.
    const deps = { db: t.db, clock: time.clock, stk: stkOptions() };
    await settlePendingStkRequests(deps);
    expect((await requestStatus(token, id)).json()).toMatchObject({ status: 'succeeded' });
    expect(await subscriptionPayments(user.organizationid)).toHaveLength(1);
  });

  it('adds the receipt number of a success callback that arrives after the query', async () => {
    const { token, user } = await standardLandlord();
    t.simulator.controls.nextStkResult('none');
    const id = (await pay(token)).json().requestid;
    const checkout = await checkoutOf(id);
    await t.simulator.controls.completeStk(checkout, 0, { callback: false });
    time.advanceMinutes(2);
    await settlePendingStkRequests({ db: t.db, clock: time.clock, stk: stkOptions() });
    const [byQuery] = await subscriptionPayments(user.organizationid);
    expect(byQuery!.external_reference).toBe(checkout);

    // M-PESA's callback comes late, with the receipt; then once more.
    const late = await t.simulator.controls.completeStk(checkout, 0);
    expect(late?.status).toBe(200);
    const receipt = await eventually(async () => {
      const row = await t.db
        .selectFrom('stk_requests')
        .select('receipt')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.receipt ?? undefined;
    });
    expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
    await t.simulator.controls.repeatLastCallback();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const payments = await subscriptionPayments(user.organizationid);
    expect(payments).toHaveLength(1);
    // The payment stays as posted; the receipt is recorded beside it (decision 0062).
    expect(payments[0]).toMatchObject({ id: byQuery!.id, external_reference: checkout });
    const recorded = await t.db
      .selectFrom('payment_late_receipts')
      .select(['transaction_id', 'receipt'])
      .where('organization_id', '=', user.organizationid)
      .execute();
    expect(recorded).toEqual([{ transaction_id: byQuery!.id, receipt }]);
  });

  it('counts a callback delivered again (even concurrently) once', async () => {
    const { token, user } = await standardLandlord();
    const response = await pay(token);
    await settled(token, response.json().requestid);
    const paidUntil = (await organization(user.organizationid)).paid_until;
    await Promise.all(Array.from({ length: 5 }, () => t.simulator.controls.repeatLastCallback()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await subscriptionPayments(user.organizationid)).toHaveLength(1);
    expect((await organization(user.organizationid)).paid_until).toBe(paidUntil);
    const raw = await t.db
      .selectFrom('stk_callbacks')
      .select('id')
      .where('checkout_request_id', '=', await checkoutOf(response.json().requestid))
      .execute();
    expect(raw).toHaveLength(6);
  });

  it('answers 404 to a wrong secret and stores nothing', async () => {
    const before = await t.db.selectFrom('stk_callbacks').select('id').execute();
    const response = await fetch(`${t.url}/api/stk/callback/wrong-secret`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Body: { stkCallback: {} } }),
    });
    expect(response.status).toBe(404);
    expect(await t.db.selectFrom('stk_callbacks').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('hides another organization’s request', async () => {
    const mine = await standardLandlord();
    const other = await standardLandlord();
    const response = await pay(mine.token);
    await settled(mine.token, response.json().requestid);
    expect((await requestStatus(other.token, response.json().requestid)).statusCode).toBe(404);
  });
});

describe('POST /api/stk/tenant/{id}', () => {
  it("refuses to ask a tenant for money before the landlord's own Daraja app is saved", async () => {
    const { token, user } = await standardLandlord();
    const rental = await createRental(t.app, token);
    const room = await createRoom(t.app, token, rental.rentalid);
    const tenant = await insertTenant(
      t.db,
      { organizationId: user.organizationid, rentalId: rental.rentalid, roomId: room.roomid },
      { opening_rent_balance_cents: 100_000 },
    );
    const pushes = t.simulator.calls.stkPushes.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stk/tenant/${tenant.id}`,
      headers: authed(token),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/Settings → MPESA Integration/);
    // Never through the product's own paybill.
    expect(t.simulator.calls.stkPushes).toHaveLength(pushes);
  });

  it('asks the tenant for their balance and records a Tenant Payment with a receipt SMS', async () => {
    const { token, user } = await standardLandlord();
    await saveOwnDarajaApp(t.app, token);
    const rental = await createRental(t.app, token);
    const room = await createRoom(t.app, token, rental.rentalid);
    const tenant = await insertTenant(
      t.db,
      { organizationId: user.organizationid, rentalId: rental.rentalid, roomId: room.roomid },
      { opening_rent_balance_cents: 450_050, phonenumber: '0722000111' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stk/tenant/${tenant.id}`,
      headers: authed(token),
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    // Whole shillings: KES 4,500.50 is asked as 4,501.
    expect(response.json()).toMatchObject({ amount: 4501, purpose: 'tenant_balance' });
    expect(t.simulator.calls.stkPushes.at(-1)!.body).toMatchObject({
      PhoneNumber: '254722000111',
      AccountReference: tenant.house_number,
    });
    const done = await settled(token, response.json().requestid);
    expect(done.status).toBe('succeeded');
    const [payment] = await subscriptionPayments(user.organizationid);
    expect(payment).toMatchObject({
      transaction_type: 'Tenant Payment',
      tenant_id: tenant.id,
      payment_mode: 'MPESA',
      amount_cents: 450_100,
      external_reference: done.receipt,
    });
    const sms = await t.db
      .selectFrom('sms_messages')
      .selectAll()
      .where('transaction_id', '=', payment!.id)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('Your balance: In credit KES 0.50.');
    const { payer_name } = await t.db
      .selectFrom('payment_texts')
      .select('payer_name')
      .where('transaction_id', '=', payment!.id)
      .executeTakeFirstOrThrow();
    expect(await loggedPayments(user.organizationid)).toMatchObject([
      {
        role: 'system',
        entity_id: payment!.id,
        summary: `Recorded a payment of KES 4,501 from ${payer_name} (M-PESA STK push)`,
      },
    ]);
  });

  it('refuses a tenant who owes nothing, and another organization’s tenant', async () => {
    const { token, user } = await standardLandlord();
    const other = await standardLandlord();
    const rental = await createRental(t.app, token);
    const room = await createRoom(t.app, token, rental.rentalid);
    const tenant = await insertTenant(t.db, {
      organizationId: user.organizationid,
      rentalId: rental.rentalid,
      roomId: room.roomid,
    });
    const url = `/api/stk/tenant/${tenant.id}`;
    const nothing = await t.app.inject({
      method: 'POST',
      url,
      headers: authed(token),
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: authed(other.token),
      payload: { amount: 100 },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("the organization's own Daraja app", () => {
  it("sends a tenant's push through the landlord's paybill when its credentials are saved", async () => {
    const { token, user } = await standardLandlord();
    await saveOwnDarajaApp(t.app, token);
    const rental = await createRental(t.app, token);
    const room = await createRoom(t.app, token, rental.rentalid);
    const tenant = await insertTenant(
      t.db,
      { organizationId: user.organizationid, rentalId: rental.rentalid, roomId: room.roomid },
      { opening_rent_balance_cents: 100_000 },
    );
    t.simulator.controls.nextStkResult('none');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stk/tenant/${tenant.id}`,
      headers: authed(token),
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    const pushed = t.simulator.calls.stkPushes.at(-1)!.body;
    expect(pushed).toMatchObject({ BusinessShortCode: '600984', PartyB: '600984', Amount: 1000 });
    expect(pushed.Password).toBe(
      Buffer.from(`600984landlord-passkey${String(pushed.Timestamp)}`).toString('base64'),
    );

    // Settled by the status query through the same app.
    const checkout = await checkoutOf(response.json().requestid);
    await t.simulator.controls.completeStk(checkout, 0, { callback: false });
    time.advanceMinutes(2);
    const done = await settled(token, response.json().requestid);
    expect(done.status).toBe('succeeded');
    const payments = await subscriptionPayments(user.organizationid);
    expect(payments).toMatchObject([{ transaction_type: 'Tenant Payment', tenant_id: tenant.id }]);
  });
});

describe('without M-PESA configured', () => {
  it('answers 503 and pushes nothing', async () => {
    const plain = await createTestApp();
    try {
      const { token } = await signUp(plain.app);
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/stk/subscription',
        headers: authed(token),
        payload: { ...payment, amount: 1000 },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await plain.close();
    }
  });
});

function stkOptions() {
  return {
    product: {
      credentials: {
        consumerKey: 'test-key',
        consumerSecret: 'test-secret',
        environment: 'sandbox' as const,
        baseUrl: t.simulator.url,
      },
      shortcode: '174379',
      passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
    },
    publicUrl: t.url,
    callbackSecret,
    mpesa: testMpesaOptions({ baseUrl: t.simulator.url, publicUrl: t.url }),
  };
}
