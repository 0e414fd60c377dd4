import type { ActivityKind } from '@rental/shared/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { kenyaTimestamp } from '../../src/integrations/mpesa/daraja-helpers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { c2bSample } from '../mpesa/c2b-fixtures.js';
import { pay, postPayment, signedInMember } from '../transactions/fixtures.js';

// 2026-03-02 09:00 in Nairobi.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

/** The owner's view of the log, newest first. */
const activity = (token: string, kind: ActivityKind) => activityOf(t.app, token, kind);

async function landlordWithTenant() {
  const owner = await landlordWithRoom(t.app);
  const tenant = await addTenant(t.app, owner.token, owner.place, {
    firstname: 'Akinyi',
    lastname: 'Otieno',
    housenumber: 'A4',
  });
  return { owner, tenant };
}

function reverse(token: string, id: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/reverse`,
    headers: authed(token),
    payload: { reason: 'Counted twice' },
  });
}

describe('payments in the activity log', () => {
  it('answers "who reversed this payment, and why?" with the member and the amount', async () => {
    const { owner, tenant } = await landlordWithTenant();
    const member = await signedInMember(t.app, t.db, owner.organizationId, {
      firstname: 'Maina',
      lastname: 'Kariuki',
    });
    const payment = await pay(t.app, member.token, tenant.tenantid, 5000);
    // A manager reverses payments only while the owner allows it (issue 28); nothing logged.
    expect((await reverse(member.token, payment.transactionid)).statusCode).toBe(403);
    expect(await activity(owner.token, 'payment_reversed')).toEqual([]);
    const allow = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/managers-may-erase',
      headers: { 'x-auth-token': owner.token },
      payload: { allowed: true },
    });
    expect(allow.statusCode).toBe(200);
    expect((await reverse(member.token, payment.transactionid)).statusCode).toBe(200);

    const [recorded] = await activity(owner.token, 'payment_recorded');
    expect(recorded).toMatchObject({
      userid: member.userId,
      username: 'Maina Kariuki',
      role: 'manager',
      entity: 'transaction',
      entityid: payment.transactionid,
      // Codes the reader's language words; the English line says them in words.
      details: {
        amount: 'KES 5,000',
        tenant: 'Akinyi Otieno',
        source: 'manual',
        paymentmode: 'Cash',
      },
      summary: 'Recorded a payment of KES 5,000 from Akinyi Otieno (Cash, entered by hand)',
    });
    const reversed = await activity(owner.token, 'payment_reversed');
    expect(reversed).toHaveLength(1);
    expect(reversed[0]).toMatchObject({
      userid: member.userId,
      username: 'Maina Kariuki',
      role: 'manager',
      entityid: payment.transactionid,
      summary: `Reversed a payment of KES 5,000 from Akinyi Otieno (${payment.reference}): Counted twice`,
    });
    // A manager reads the log too (issue 28: activity.read).
    const asMember = await t.app.inject({ url: '/api/activity', headers: authed(member.token) });
    expect(asMember.statusCode).toBe(200);
  });

  it('logs nothing for a payment that is refused', async () => {
    const { owner, tenant } = await landlordWithTenant();
    const body = { tenantid: tenant.tenantid, paymentmode: 'Cash', amount: 100, description: 'x' };
    expect(
      (await postPayment(t.app, owner.token, { ...body, date: '2026-03-03' })).statusCode,
    ).toBe(400);
    const stranger = await landlordWithTenant();
    const foreign = { ...body, tenantid: stranger.tenant.tenantid };
    expect((await postPayment(t.app, owner.token, foreign)).statusCode).toBe(400);
    expect(await activity(owner.token, 'payment_recorded')).toEqual([]);
  });
});

describe('M-PESA payments in the activity log', () => {
  async function paybillLandlord() {
    const { owner, tenant } = await landlordWithTenant();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/mpesasettings/mpesa-settings',
      headers: authed(owner.token),
      payload: { organizationname: 'Sunrise', paybillnumber: '600966' },
    });
    const url: string = saved.json().mpesasettings.confirmationurl;
    return { owner, tenant, confirmationPath: new URL(url).pathname };
  }

  async function confirm(path: string, overrides: Record<string, string>) {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      // Paid at this test's clock: a TransTime far from it would be held for the owner.
      payload: JSON.stringify(c2bSample({ TransTime: kenyaTimestamp(time.clock()), ...overrides })),
    });
    // M-PESA is answered once the confirmation is stored; it is applied moments later.
    await t.app.c2bConfirmations.settled();
    return response;
  }

  it('names M-PESA for a confirmation and the landlord for an assignment', async () => {
    const { owner, tenant, confirmationPath } = await paybillLandlord();
    await confirm(confirmationPath, { TransID: 'SKA0000001', TransAmount: '2500.00' });
    const [recorded] = await activity(owner.token, 'payment_recorded');
    expect(recorded).toMatchObject({
      userid: null,
      username: 'M-PESA',
      role: 'system',
      entity: 'transaction',
      summary: 'Recorded a payment of KES 2,500 from Akinyi Otieno (M-PESA paybill)',
      details: { reference: 'SKA0000001' },
    });

    await confirm(confirmationPath, { TransID: 'SKA0000002', BillRefNumber: 'Q99' });
    const unallocated = await t.app.inject({
      url: '/api/mpesa/unallocated',
      headers: authed(owner.token),
    });
    const id = unallocated.json().payments[0].id;
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/mpesa/unallocated/${id}/assign`,
      headers: authed(owner.token),
      payload: { tenantid: tenant.tenantid },
    });
    expect(assigned.statusCode).toBe(200);
    expect(await activity(owner.token, 'payment_assigned')).toMatchObject([
      {
        userid: owner.user.userid,
        role: 'owner',
        entityid: assigned.json().transactionid,
        summary: 'Assigned the M-PESA payment SKA0000002 of KES 5 to Akinyi Otieno',
        details: { unallocatedid: id },
      },
    ]);
  });

  it('logs a statement import, and each payment it records, as the importer', async () => {
    const { owner } = await paybillLandlord();
    const csv = [
      'Receipt No.,Completion Time,Details,Transaction Status,Paid In,Other Party Info,A/C No.',
      'SKB0000001,2026-03-01 12:13:25,Pay Bill,Completed,"5,000.00",2547***126 - JOHN DOE,a-4',
      'SKB0000002,2026-03-01 13:00:00,Pay Bill,Completed,1200.00,2547***127 - MARY W,Q99',
      'SKB0000003,someday,Pay Bill,Completed,100.00,,A4',
    ].join('\n');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/mpesa/statement-import',
      headers: { ...authed(owner.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.json()).toMatchObject({ matched: 1, unallocated: 1, duplicates: 0 });
    expect(await activity(owner.token, 'statement_imported')).toMatchObject([
      {
        userid: owner.user.userid,
        summary: 'Imported a bank statement: payments recorded 1, unallocated 1',
        details: { recorded: 1, unallocated: 1, duplicates: 0, errors: 1 },
      },
    ]);
    expect(await activity(owner.token, 'payment_recorded')).toMatchObject([
      {
        userid: owner.user.userid,
        role: 'owner',
        details: { amount: 'KES 5,000', source: 'statement', reference: 'SKB0000001' },
      },
    ]);
  });
});
