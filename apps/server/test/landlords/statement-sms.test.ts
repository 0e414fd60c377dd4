import type { LandlordBody } from '@rental/shared/schemas/landlords';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import { authed, signUp } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smsOptions, simulatorApiKey, useAfricasTalking } from '../sms/fixtures.js';
import { moveIn } from '../tenancy/tenancy-fixtures.js';
import { pay, settableClock } from '../transactions/fixtures.js';

// 5 December 2026, 09:00 in Nairobi: November has ended.
const time = settableClock('2026-12-05T06:00:00.000Z');
let t: TestApp;
let simulator: AfricasTalkingSimulator;
beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
  t = await createTestApp({ clock: time.clock, sms: smsOptions(simulator.url) });
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: authed(token), payload });
}

const landlordBody: LandlordBody = {
  name: 'Kamau & Sons Ltd',
  phonenumber: '0722000111',
  payout: { method: 'mpesa', phonenumber: '0722000111' },
  commissiontype: 'percent',
  commission: 10,
};

/**
 * An agent (on Africa's Talking, in `language`) with a landlord whose rental collected
 * KES 12,000.50.
 */
async function agentWithStatement(language: 'en' | 'sw' = 'en') {
  const account = await signUp(t.app, { accounttype: 'Agent', language });
  const { token } = account;
  await useAfricasTalking(t.db, account.user.organizationid);
  await call('PUT', '/api/organization/profile', token, {
    displayname: 'Jua Agencies',
    phone: '0711000222',
  });
  const created = await call('POST', '/api/landlords/new-landlord', token, landlordBody);
  const { landlordid } = created.json().landlord as { landlordid: string };
  await t.db
    .updateTable('landlords')
    .set({ created_at: '2026-10-01T06:00:00.000Z' })
    .where('id', '=', landlordid)
    .execute();
  const rental = await createRental(t.app, token, { rentalname: 'Baraka Court', landlordid });
  const room = await createRoom(t.app, token, rental.rentalid, { monthlyrent: 20000 });
  const place = { rentalid: rental.rentalid, housetype: room.roomid };
  const tenant = await moveIn(t.app, { token, place }, 0);
  await pay(t.app, token, tenant.tenantid, 12000.5, { date: '2026-11-10' });
  await call('POST', '/api/expenses/new-expense', token, {
    date: '2026-11-12',
    rentalid: rental.rentalid,
    category: 'Repairs and maintenance',
    amount: 1000,
    payee: 'Fundi',
    paymentmode: 'Cash',
  });
  return { ...account, landlordid };
}

const sendSms = (token: string, body: object) =>
  call('POST', '/api/reports/owner-statement/sms', token, body);

describe('the owner statement by SMS', () => {
  it("texts the landlord the month's collected and due, sent like any SMS and logged", async () => {
    const { token, user, landlordid } = await agentWithStatement();
    const response = await sendSms(token, { landlordid, month: '2026-11' });
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json().message as SmsMessage;
    // Collected 12,000.50, less 10% (1,200.05) and the 1,000 expense.
    const text =
      'Your statement for November 2026: collected KES 12,000.50, due to you KES 9,800.45. ' +
      'Jua Agencies';
    expect(message).toMatchObject({
      recipient: 'Kamau & Sons Ltd',
      phonenumber: '+254722000111',
      tenantid: null,
      text,
      status: 'queued',
    });

    const [entry] = await activityOf(t.app, token, 'owner_statement_sent');
    expect(entry).toMatchObject({
      userid: user.userid,
      entity: 'landlord',
      entityid: landlordid,
      summary: 'Sent Kamau & Sons Ltd the owner statement for 2026-11 by SMS (0722000111)',
    });

    // The SMS sender hands it to Africa's Talking as it does tenants' messages.
    await drainOutbox({ db: t.db, clock: time.clock, sms: smsOptions(simulator.url) });
    expect(
      simulator.messages.filter((m) => m.to === '+254722000111').map((m) => m.message),
    ).toEqual([text]);
  });

  it('says so when commission and expenses came to more than was collected', async () => {
    const { token, landlordid } = await agentWithStatement();
    const response = await sendSms(token, { landlordid, month: '2026-10' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message.text).toBe(
      'Your statement for October 2026: collected KES 0, due to you KES 0. Jua Agencies',
    );
    await call('PUT', `/api/landlords/${landlordid}`, token, {
      ...landlordBody,
      commissiontype: 'fixed',
      commission: 2500,
    });
    const fixed = await sendSms(token, { landlordid, month: '2026-10' });
    expect(fixed.json().message.text).toBe(
      'Your statement for October 2026: collected KES 0; commission and expenses came to ' +
        'KES 2,500 more. Jua Agencies',
    );
  });

  it("is in the landlord's language, whatever the sending agent's", async () => {
    const { token, landlordid } = await agentWithStatement('en');
    const sw = { ...landlordBody, language: 'sw' as const };
    expect((await call('PUT', `/api/landlords/${landlordid}`, token, sw)).statusCode).toBe(200);
    const november = await sendSms(token, { landlordid, month: '2026-11' });
    expect(november.statusCode, november.body).toBe(201);
    expect(november.json().message.text).toBe(
      'Taarifa yako ya Novemba 2026: kilichokusanywa KES 12,000.50, unastahili kupokea ' +
        'KES 9,800.45. Jua Agencies',
    );
    // An edit that leaves the language out keeps it.
    await call('PUT', `/api/landlords/${landlordid}`, token, {
      ...landlordBody,
      commissiontype: 'fixed',
      commission: 2500,
    });
    const october = await sendSms(token, { landlordid, month: '2026-10' });
    expect(october.json().message.text).toBe(
      'Taarifa yako ya Oktoba 2026: kilichokusanywa KES 0; kamisheni na gharama zilizidi ' +
        'kilichokusanywa kwa KES 2,500. Jua Agencies',
    );
  });

  it('refuses a month not begun, an unknown landlord and Landlord accounts, sending nothing', async () => {
    const { token, landlordid, user } = await agentWithStatement();
    const future = await sendSms(token, { landlordid, month: '2027-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toHaveProperty('month');
    expect((await sendSms(token, { landlordid: 'nobody', month: '2026-11' })).statusCode).toBe(404);
    expect((await sendSms(token, { month: '2026-11' })).statusCode).toBe(400);
    const other = await signUp(t.app, { accounttype: 'Landlord' });
    expect((await sendSms(other.token, { landlordid, month: '2026-11' })).statusCode).toBe(403);

    expect(await activityOf(t.app, token, 'owner_statement_sent')).toEqual([]);
    const queued = await t.db
      .selectFrom('sms_messages')
      .select('id')
      .where('organization_id', '=', user.organizationid)
      .execute();
    expect(queued).toEqual([]);
  });
});
