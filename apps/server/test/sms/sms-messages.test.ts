import type { SmsMessage } from '@rental/shared/schemas/sms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  deliveryReportUrl,
  messageRow,
  queueMessages,
  simulatorApiKey,
  smsOptions,
} from './fixtures.js';

let test: TestApp;
let simulator: AfricasTalkingSimulator;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
const time = testClock();

beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({
    apiKeys: [simulatorApiKey],
    invalidNumbers: ['+254700000403'],
  });
  test = await createTestApp({ clock: time.clock, sms: smsOptions(simulator.url, 3000) });
  owner = await signUp(test.app);
  stranger = await signUp(test.app);
});
afterAll(async () => {
  await test.close();
  await simulator.close();
});
beforeEach(() => simulator.controls.reset());

const organizationId = () => owner.user.organizationid;

function list(token: string, query = '') {
  return test.app.inject({
    method: 'GET',
    url: `/api/sms/messages${query}`,
    headers: authed(token),
  });
}
function resend(token: string, id: string) {
  return test.app.inject({
    method: 'POST',
    url: `/api/sms/messages/${id}/resend`,
    headers: authed(token),
  });
}
function sendTest(token: string, payload: object) {
  return test.app.inject({ method: 'POST', url: '/api/sms/test', headers: authed(token), payload });
}
async function useProvider(provider: 'outbox' | 'africastalking', apikey = simulatorApiKey) {
  const response = await test.app.inject({
    method: 'PUT',
    url: '/api/sms/settings',
    headers: authed(owner.token),
    payload: { provider, username: 'sandbox', apikey },
  });
  expect(response.statusCode).toBe(200);
}

describe('GET /api/sms/messages', () => {
  it('lists newest first, pages with the cursor and filters by status', async () => {
    const older = await queueMessages(test.db, organizationId(), 3, time.clock());
    time.advanceMinutes(1);
    const newer = await queueMessages(test.db, organizationId(), 2, time.clock());
    await test.db
      .updateTable('sms_messages')
      .set({ status: 'failed', failure_reason: 'InvalidPhoneNumber' })
      .where('id', '=', older[0] as string)
      .execute();

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&before=${cursor}` : ''}`;
      const page = (await list(owner.token, query)).json();
      seen.push(...page.messages.map((m: SmsMessage) => m.messageid));
      cursor = page.nextcursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen.slice(0, 2))).toEqual(new Set(newer));
    expect(new Set(seen.slice(2))).toEqual(new Set(older));

    const failed = (await list(owner.token, '?status=failed')).json().messages;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      messageid: older[0],
      status: 'failed',
      failurereason: 'InvalidPhoneNumber',
      parts: 1,
      purpose: 'other',
    });
    expect(failed[0].phonenumber).toMatch(/^\+2547/);
  });

  it("never shows another organization's messages", async () => {
    expect((await list(stranger.token)).json().messages).toEqual([]);
    const unknownTenant = await list(owner.token, '?tenantid=not-a-tenant');
    expect(unknownTenant.statusCode).toBe(404);
    expect((await list(owner.token, '?before=garbage')).statusCode).toBe(400);
  });
});

describe('POST /api/sms/messages/{id}/resend', () => {
  it('puts a failed message back in the queue as new', async () => {
    const [id] = (await queueMessages(test.db, organizationId(), 1, time.clock())) as [string];
    await test.db
      .updateTable('sms_messages')
      .set({ status: 'failed', attempts: 6, failure_reason: 'SMS provider error (HTTP 500)' })
      .where('id', '=', id)
      .execute();

    const fromStranger = await resend(stranger.token, id);
    expect(fromStranger.statusCode).toBe(404);
    expect((await messageRow(test.db, id)).status).toBe('failed');

    const response = await resend(owner.token, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatchObject({
      messageid: id,
      status: 'queued',
      attempts: 0,
      failurereason: null,
    });
    const again = await resend(owner.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
  });
});

describe('POST /api/sms/test', () => {
  it('stores the message with the outbox provider', async () => {
    const response = await sendTest(owner.token, { phonenumber: '0711000111' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatchObject({
      phonenumber: '+254711000111',
      purpose: 'test',
      status: 'stored',
      recipient: 'Amina Wanjiru',
    });
    expect(simulator.requests).toHaveLength(0);
  });

  it("sends through Africa's Talking and answers with the outcome", async () => {
    await useProvider('africastalking');
    const response = await sendTest(owner.token, {
      phonenumber: '0711000111',
      message: 'Testing 1 2 3',
    });
    expect(response.json().message).toMatchObject({ status: 'sent', failurereason: null });
    expect(simulator.messages).toMatchObject([
      { to: '+254711000111', message: 'Testing 1 2 3', username: 'sandbox' },
    ]);

    const refused = await sendTest(owner.token, { phonenumber: '0700000403' });
    expect(refused.json().message).toMatchObject({
      status: 'failed',
      failurereason: 'InvalidPhoneNumber',
    });

    simulator.controls.failNext(1, 500);
    const retried = await sendTest(owner.token, { phonenumber: '0711000112' });
    expect(retried.json().message).toMatchObject({
      status: 'queued',
      failurereason: 'SMS provider error (HTTP 500)',
    });

    await useProvider('africastalking', 'a-wrong-key');
    const badKey = await sendTest(owner.token, { phonenumber: '0711000113' });
    expect(badKey.json().message).toMatchObject({
      status: 'failed',
      failurereason: 'SMS provider refused the credentials',
    });
    await useProvider('outbox');
  });

  it('validates the phone number', async () => {
    const response = await sendTest(owner.token, { phonenumber: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.phonenumber).toBeDefined();
  });
});

describe('POST /api/sms/delivery-reports/africastalking/:secret', () => {
  let callbackUrl: string;
  beforeAll(async () => {
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    callbackUrl = await deliveryReportUrl(test.db, address, organizationId());
    simulator.controls.setCallbackUrl(callbackUrl);
  });

  async function sentMessage() {
    await useProvider('africastalking');
    const response = await sendTest(owner.token, { phonenumber: '0711000222' });
    await useProvider('outbox');
    const message = response.json().message as SmsMessage;
    expect(message.status).toBe('sent');
    const row = await messageRow(test.db, message.messageid);
    return { id: message.messageid, providerId: row.provider_message_id as string };
  }

  it('marks a message delivered once, whatever the repeats', async () => {
    const { id, providerId } = await sentMessage();
    const buffered = await simulator.controls.sendDeliveryReport({
      id: providerId,
      status: 'Buffered',
    });
    expect(buffered).toEqual({ status: 200, body: JSON.stringify({ result: 'recorded' }) });
    expect((await messageRow(test.db, id)).status).toBe('sent');

    const success = await simulator.controls.sendDeliveryReport({
      id: providerId,
      status: 'Success',
    });
    expect(JSON.parse(success.body)).toEqual({ result: 'applied' });
    expect((await messageRow(test.db, id)).status).toBe('delivered');

    const repeat = await simulator.controls.sendDeliveryReport({
      id: providerId,
      status: 'Success',
    });
    expect(repeat.status).toBe(200);
    expect(JSON.parse(repeat.body)).toEqual({ result: 'duplicate' });
    const reports = await test.db
      .selectFrom('sms_delivery_reports')
      .selectAll()
      .where('provider_message_id', '=', providerId)
      .execute();
    expect(reports.map((r) => r.status).sort()).toEqual(['Buffered', 'Success']);
  });

  it('marks a message failed with the failure reason', async () => {
    const { id, providerId } = await sentMessage();
    await simulator.controls.sendDeliveryReport({
      id: providerId,
      status: 'Failed',
      failureReason: 'UserInBlackList',
    });
    expect(await messageRow(test.db, id)).toMatchObject({
      status: 'failed',
      failure_reason: 'UserInBlackList',
    });
  });

  it('answers 200 to an unknown id and writes nothing', async () => {
    const response = await simulator.controls.sendDeliveryReport({
      id: 'ATXid_unknown',
      status: 'Success',
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ result: 'ignored' });
    const kept = await test.db
      .selectFrom('sms_delivery_reports')
      .select('status')
      .where('provider_message_id', '=', 'ATXid_unknown')
      .execute();
    expect(kept).toEqual([]);
  });

  it('applies a report that arrived before the sender recorded the id', async () => {
    await useProvider('africastalking');
    simulator.controls.setCallbackUrl(callbackUrl, 'before-answer');
    const response = await sendTest(owner.token, { phonenumber: '0711000333' });
    simulator.controls.setCallbackUrl(callbackUrl, false);
    await useProvider('outbox');
    expect(response.json().message.status).toBe('delivered');
  });

  it('refuses a body that is not a report', async () => {
    const response = await fetch(callbackUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'status=Success',
    });
    expect(response.status).toBe(400);
  });
});
