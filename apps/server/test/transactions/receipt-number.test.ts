import { formatKes } from '@rental/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { c2bSample, paymentsOf } from '../mpesa/c2b-fixtures.js';
import {
  callbackUrlOf,
  createStkTestApp,
  eventually,
  postCallback,
  stkCallbackBody,
  type StkTestApp,
} from '../stk/stk-fixtures.js';
import { postPayment } from './fixtures.js';

// A payment the landlord types in with its M-PESA receipt number is the same payment C2B or
// STK records with that number: whichever comes second credits nothing, or is refused (409).

const time = testClock(new Date('2026-03-10T07:00:00.000Z'));
let t: StkTestApp;
beforeAll(async () => {
  t = await createStkTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const paybill = '600984';

/** A landlord with their own paybill and Daraja app, and tenant A4 owing KES 10,000. */
async function landlordWithTenant() {
  const owner = await landlordWithRoom(t.app);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: {
      organizationname: 'Sunrise Homes',
      paybillnumber: paybill,
      consumerkey: 'test-key',
      consumersecret: 'test-secret',
      passkey: 'landlord-passkey',
    },
  });
  expect(saved.statusCode).toBe(200);
  const confirmationUrl: string = saved.json().mpesasettings.confirmationurl;
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Akinyi',
    lastname: 'Otieno',
    housenumber: 'A4',
    openingrentbalance: 10_000,
    openingwaterbalance: 0,
  });
  return { ...owner, tenant, confirmationPath: new URL(confirmationUrl).pathname };
}
type Landlord = Awaited<ReturnType<typeof landlordWithTenant>>;

function payByHand(owner: Landlord, reference: unknown, overrides: object = {}) {
  return postPayment(t.app, owner.token, {
    tenantid: owner.tenant.tenantid,
    paymentmode: 'MPESA',
    amount: 5000,
    description: 'March rent',
    sendreceipt: true,
    reference,
    ...overrides,
  });
}

/** M-PESA's confirmation of a paybill payment to the landlord's paybill. */
async function confirmC2b(owner: Landlord, transId: string, account = 'A4') {
  const response = await t.app.inject({
    method: 'POST',
    url: owner.confirmationPath,
    headers: { 'content-type': 'application/json' },
    payload: c2bSample(
      {
        TransID: transId,
        TransAmount: '5000.00',
        BusinessShortCode: paybill,
        BillRefNumber: account,
      },
      time.clock(),
    ),
  });
  // M-PESA is told it went well whatever we did with it, or it retries.
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  // M-PESA is answered once the confirmation is stored; it is applied moments later.
  await t.app.c2bConfirmations.settled();
}

async function balanceOf(owner: Landlord): Promise<number> {
  const response = await t.app.inject({
    url: `/api/tenant/all-tenants/${owner.tenant.tenantid}`,
    headers: authed(owner.token),
  });
  return response.json().tenant.balance;
}

function unallocatedOf(owner: Landlord) {
  return t.db
    .selectFrom('unallocated_payments')
    .selectAll()
    .where('organization_id', '=', owner.organizationId)
    .execute();
}

function receiptSmsOf(owner: Landlord) {
  return t.db
    .selectFrom('sms_messages')
    .select('text')
    .where('organization_id', '=', owner.organizationId)
    .where('purpose', '=', 'receipt')
    .execute();
}

describe('a payment entered by hand with its M-PESA receipt number', () => {
  it('is the payment a later C2B confirmation of that TransID is: credited once', async () => {
    const owner = await landlordWithTenant();
    const response = await payByHand(owner, ' sgh7xk2p4l ');
    expect(response.statusCode).toBe(201);
    const { transaction } = response.json();
    expect(transaction.externalreference).toBe('SGH7XK2P4L');

    await confirmC2b(owner, 'SGH7XK2P4L');
    // The same TransID to an unknown account would be parked; it is known, so it is not.
    await confirmC2b(owner, 'SGH7XK2P4L', 'NOBODY');

    const payments = await paymentsOf(t.db, owner.organizationId);
    expect(payments.map((p) => p.id)).toEqual([transaction.transactionid]);
    expect(await balanceOf(owner)).toBe(5000);
    expect(await unallocatedOf(owner)).toEqual([]);
    const sms = await receiptSmsOf(owner);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('Ref SGH7XK2P4L');

    const [entry] = await t.db
      .selectFrom('activity_log')
      .select(['details', 'summary'])
      .where('entity_id', '=', transaction.transactionid)
      .execute();
    expect(JSON.parse(entry!.details)).toMatchObject({ reference: 'SGH7XK2P4L' });
  });

  it('is refused (409) when C2B recorded that TransID first, naming that payment', async () => {
    const owner = await landlordWithTenant();
    await confirmC2b(owner, 'RKL51ZDR4F');
    const [c2b] = await paymentsOf(t.db, owner.organizationId);

    const response = await payByHand(owner, 'rkl51zdr4f');
    expect(response.statusCode).toBe(409);
    const message =
      `M-PESA receipt RKL51ZDR4F is already recorded: ${formatKes(5000)} from Akinyi Otieno on ` +
      // No internal id in words: the receipt code names the payment; the id is in the params.
      '2026-03-10';
    expect(response.json()).toEqual({
      error: {
        key: 'error.receiptRecordedPayment',
        code: 'receipt_recorded',
        message,
        fields: { reference: message },
        params: {
          reference: 'RKL51ZDR4F',
          holder: 'payment',
          payer: 'Akinyi Otieno',
          amount: 5000,
          date: '2026-03-10',
          transaction: c2b!.id.slice(-12),
          transactionid: c2b!.id,
        },
      },
    });
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    expect(await balanceOf(owner)).toBe(5000);
    expect(await receiptSmsOf(owner)).toHaveLength(1);
  });

  it('is refused when the TransID waits as an unallocated payment', async () => {
    const owner = await landlordWithTenant();
    await confirmC2b(owner, 'QWE12RTY34', 'UNKNOWN-9');
    expect(await unallocatedOf(owner)).toHaveLength(1);

    const response = await payByHand(owner, 'QWE12RTY34');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'receipt_recorded',
      message:
        `M-PESA receipt QWE12RTY34 is already recorded as an unallocated payment: ${formatKes(5000)} ` +
        'from JOHN on 2026-03-10. Assign it to the tenant instead',
      params: { reference: 'QWE12RTY34', holder: 'unallocated', payer: 'JOHN', amount: 5000 },
    });
    expect(await paymentsOf(t.db, owner.organizationId)).toEqual([]);
  });

  it('is refused when an STK push recorded that receipt', async () => {
    const owner = await landlordWithTenant();
    const push = await t.app.inject({
      method: 'POST',
      url: `/api/stk/tenant/${owner.tenant.tenantid}`,
      headers: authed(owner.token),
      payload: {},
    });
    expect(push.statusCode).toBe(201);
    const receipt = await eventually(async () => {
      const status = await t.app.inject({
        url: `/api/stk/requests/${push.json().requestid}`,
        headers: authed(owner.token),
      });
      return status.json().status === 'succeeded' ? (status.json().receipt as string) : undefined;
    });

    const response = await payByHand(owner, receipt.toLowerCase());
    expect(response.statusCode).toBe(409);
    expect(response.json().error.params).toMatchObject({ reference: receipt, holder: 'payment' });
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    expect(await balanceOf(owner)).toBe(0);
  });

  it('makes a later STK callback with that receipt credit nothing: it is quarantined', async () => {
    const owner = await landlordWithTenant();
    const manual = await payByHand(owner, 'STK0000HND');
    expect(manual.statusCode).toBe(201);

    t.simulator.controls.nextStkResult('none');
    const push = await t.app.inject({
      method: 'POST',
      url: `/api/stk/tenant/${owner.tenant.tenantid}`,
      headers: authed(owner.token),
      payload: {},
    });
    expect(push.statusCode).toBe(201);
    const request = await t.db
      .selectFrom('stk_requests')
      .select(['checkout_request_id'])
      .where('id', '=', push.json().requestid)
      .executeTakeFirstOrThrow();
    const checkout = request.checkout_request_id;
    // M-PESA's query confirms the push; its callback names the receipt typed in by hand.
    t.simulator.controls.answerStkQuery(checkout, 0);
    const callback = await postCallback(
      callbackUrlOf(t, checkout),
      stkCallbackBody(checkout, { code: 0, amount: 5000, receipt: 'STK0000HND' }),
    );
    expect(callback.status).toBe(200);
    const settled = await eventually(async () => {
      const row = await t.db
        .selectFrom('stk_requests')
        .select(['status', 'transaction_id'])
        .where('id', '=', push.json().requestid)
        .executeTakeFirstOrThrow();
      return row.status === 'pending' ? undefined : row;
    });
    // Held for the owner to decide; nothing more is credited or sent.
    expect(settled).toEqual({ status: 'quarantined', transaction_id: null });
    const held = await t.db
      .selectFrom('quarantined_payments')
      .select(['trans_id', 'reasons'])
      .where('stk_request_id', '=', push.json().requestid)
      .execute();
    expect(held).toEqual([{ trans_id: 'STK0000HND', reasons: '["stk_receipt_reused"]' }]);
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    expect(await balanceOf(owner)).toBe(5000);
    expect(await receiptSmsOf(owner)).toHaveLength(1);
  });

  it('sent 10 times at once is recorded once: one 201, nine 409', async () => {
    const owner = await landlordWithTenant();
    // Half skip the deposit, and so the tenant's lock: the receipt's key alone decides.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        payByHand(owner, 'PAR4LL3L01', { todeposit: i % 2 === 0 }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().error.code).toBe('receipt_recorded');
    }
    expect(await paymentsOf(t.db, owner.organizationId)).toHaveLength(1);
    expect(await balanceOf(owner)).toBe(5000);
  });

  it('racing C2B confirmations that park the TransID, is recorded once in all', async () => {
    const owner = await landlordWithTenant();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? payByHand(owner, 'R4C3C2B001', { todeposit: false }).then((r) => r.statusCode)
          : confirmC2b(owner, 'R4C3C2B001', 'UNKNOWN-9').then(() => 'c2b'),
      ),
    );
    const payments = await paymentsOf(t.db, owner.organizationId);
    const parked = await unallocatedOf(owner);
    expect(payments.length + parked.length).toBe(1);
    expect(answers.filter((answer) => answer === 201)).toHaveLength(payments.length);
  });

  it('frees the receipt number when the payment is reversed: C2B may then record it', async () => {
    const owner = await landlordWithTenant();
    const manual = await payByHand(owner, 'DEL3T3D001');
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${manual.json().transaction.transactionid}/reverse`,
      headers: authed(owner.token),
      payload: { reason: 'Typed the wrong receipt' },
    });
    expect(reversed.statusCode).toBe(200);
    // The real payment arrives twice at once, and is typed again meanwhile: recorded once.
    const answers = await Promise.all([
      confirmC2b(owner, 'DEL3T3D001').then(() => 'c2b'),
      confirmC2b(owner, 'DEL3T3D001').then(() => 'c2b'),
      payByHand(owner, 'DEL3T3D001', { todeposit: false }).then((r) => r.statusCode),
    ]);
    const payments = await paymentsOf(t.db, owner.organizationId);
    // The reversed payment stays in the books as it was, its receipt number on it (documents
    // are never rewritten); the claim alone moved to the real payment.
    const pairs = payments.map((p) => [p.external_reference, p.recorded_by_name]);
    expect(pairs).toHaveLength(2);
    expect(pairs).toContainEqual(['DEL3T3D001', 'Amina Wanjiru']);
    const real = pairs.filter(([, by]) => by === 'M-PESA').length;
    expect(real + answers.filter((answer) => answer === 201).length).toBe(1);
    // Typed once more, it is refused: the real payment holds the number and is named.
    const again = await payByHand(owner, 'DEL3T3D001');
    expect(again.statusCode).toBe(409);
    const winner = payments.find((p) => p.id !== manual.json().transaction.transactionid);
    expect(again.json().error.params.transactionid).toBe(winner!.id);
  });

  it('refuses a malformed receipt number, or one on a payment that is not M-PESA', async () => {
    const owner = await landlordWithTenant();
    const format = 'An M-PESA receipt number is 8 to 20 letters and digits, like SGH7XK2P4L';
    for (const reference of ['SGH7XK2', 'SGH7-XK2P4L', 'A'.repeat(21), 'ŠGH7XK2P4L', 42]) {
      const response = await payByHand(owner, reference);
      expect(response.statusCode, String(reference)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation',
        fields: { reference: format },
      });
    }
    const cash = await payByHand(owner, 'SGH7XK2P4L', { paymentmode: 'Cash' });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().error.fields).toEqual({
      reference: 'Only an M-PESA payment has an M-PESA receipt number',
    });
    expect(await paymentsOf(t.db, owner.organizationId)).toEqual([]);

    // Left out, empty or null: a payment without a receipt number, as before.
    for (const reference of [undefined, '', null]) {
      const response = await payByHand(owner, reference, { paymentmode: 'Cash' });
      expect(response.statusCode).toBe(201);
      expect(response.json().transaction.externalreference).toBeNull();
    }
  });
});
