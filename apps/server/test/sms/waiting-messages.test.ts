import type { Notification } from '@rental/shared/schemas/notifications';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import type { SmsDeps } from '../../src/modules/sms/sms-options.js';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { messageRow, simulatorApiKey, smsOptions } from './fixtures.js';

// Issue 30, "nothing is stranded": invoices billed while the landlord was outbox-only (or had
// no paybill) wait under Messages → Waiting until they are sent, once, or discarded.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
let simulator: AfricasTalkingSimulator;
let deps: SmsDeps;

beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
  const sms = smsOptions(simulator.url, 3000);
  t = await createTestApp({ clock: time.clock, sms });
  deps = { db: t.db, clock: time.clock, sms };
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});
beforeEach(() => simulator.controls.reset());

type Landlord = Awaited<ReturnType<typeof landlordWithRoom>>;

function post(token: string, url: string) {
  return t.app.inject({ method: 'POST', url, headers: authed(token) });
}
async function waitingList(token: string): Promise<SmsMessage[]> {
  const response = await t.app.inject({
    url: '/api/sms/messages?status=waiting',
    headers: authed(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().messages;
}
async function bell(token: string): Promise<Notification[]> {
  const response = await t.app.inject({ url: '/api/notifications', headers: authed(token) });
  return response.json().notifications;
}
function useAfricasTalking(token: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/sms/settings',
    headers: authed(token),
    payload: { provider: 'africastalking', username: 'sandbox', apikey: simulatorApiKey },
  });
}

/** A landlord (with a paybill, or none) billing each tenant a one-off charge with its SMS. */
async function landlordBilling(phones: string[], { paybill = true } = {}) {
  const owner = await landlordWithRoom(t.app);
  if (paybill) {
    await t.app.inject({
      method: 'PUT',
      url: '/api/mpesasettings/mpesa-settings',
      headers: authed(owner.token),
      payload: { organizationname: 'Jua Court Homes', paybillnumber: '600984' },
    });
  }
  const tenants = [];
  for (const phonenumber of phones) {
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      phonenumber,
      openingrentbalance: 0,
      openingwaterbalance: 0,
    });
    const billed = await t.app.inject({
      method: 'POST',
      url: '/api/invoice/new-charge',
      headers: authed(owner.token),
      payload: {
        tenantid: tenant.tenantid,
        chargetype: 'repair',
        description: 'Broken window pane',
        amount: '1500',
        sendsms: true,
      },
    });
    expect(billed.statusCode).toBe(201);
    tenants.push(tenant);
  }
  // The sender's round: the outbox-only provider stores them.
  while ((await drainOutbox(deps)).claimed > 0);
  return { owner, tenants };
}

function invoiceMessagesOf(owner: Landlord) {
  return (
    t.db
      .selectFrom('sms_messages')
      .selectAll()
      .where('organization_id', '=', owner.organizationId)
      .where('purpose', '=', 'invoice')
      // In the phones' order: PostgreSQL returns rows in no set order once they were updated.
      .orderBy('phone')
      .execute()
  );
}

describe('messages stored while outbox-only', () => {
  it('wait, are offered once when the provider is set, and Send all sends each once', async () => {
    const phones = ['0711000201', '0711000202', '0711000203', '0711000204'];
    const { owner, tenants } = await landlordBilling(phones);
    expect(simulator.messages).toHaveLength(0);
    // The fourth tenant opted out: their message never goes, so it does not wait.
    await t.db
      .updateTable('tenants')
      .set({ sms_blocked_at: time.clock().toISOString() })
      .where('id', '=', tenants[3]!.tenantid)
      .execute();

    const waiting = await waitingList(owner.token);
    expect(waiting).toHaveLength(3);
    expect(waiting.every((m) => m.status === 'stored' && m.purpose === 'invoice')).toBe(true);
    const bellLine = (await bell(owner.token)).find((n) => n.kind === 'sms_waiting');
    expect(bellLine).toMatchObject({
      params: { count: 3 },
      link: '/messages?tab=waiting',
      text: 'Messages waiting to be sent: 3',
    });

    // Nothing can go while the provider only stores.
    const tooEarly = await post(owner.token, '/api/sms/messages/send-waiting');
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error.key).toBe('error.smsProviderNotSet');

    // Switching to Africa's Talking asks once: the count and the cost in SMS parts.
    const parts = waiting.reduce((sum, m) => sum + m.parts, 0);
    const switched = await useAfricasTalking(owner.token);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().waiting).toEqual({ sendable: 3, parts, held: 0, provider: true });
    expect((await useAfricasTalking(owner.token)).json().waiting).toBeNull();

    // An opted-out tenant's message is refused with its reason.
    const blocked = (await invoiceMessagesOf(owner)).find(
      (m) => m.tenant_id === tenants[3]!.tenantid,
    )!;
    const refused = await post(owner.token, `/api/sms/messages/${blocked.id}/send`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.key).toBe('error.smsTenantOptedOut');

    // Send now twice at once on one message: one sends it, the other finds it gone.
    const first = waiting[0]!.messageid;
    const sendNow = await Promise.all([
      post(owner.token, `/api/sms/messages/${first}/send`),
      post(owner.token, `/api/sms/messages/${first}/send`),
    ]);
    expect(sendNow.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = sendNow.find((r) => r.statusCode === 200)!;
    expect(won.json().message).toMatchObject({ messageid: first, status: 'sent' });
    const lost = sendNow.find((r) => r.statusCode === 409)!;
    expect(lost.json().error.key).toBe('error.smsNotWaiting');

    // Send all twice at once: the other two go, each once.
    const sendAll = await Promise.all([
      post(owner.token, '/api/sms/messages/send-waiting'),
      post(owner.token, '/api/sms/messages/send-waiting'),
    ]);
    expect(sendAll.map((r) => r.statusCode)).toEqual([200, 200]);
    const counts = sendAll.map((r) => r.json().count as number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(sendAll.map((r) => r.json().sent as number).reduce((a, b) => a + b, 0)).toBe(2);

    // The provider received each waiting message exactly once, never the opted-out one.
    const sentTo = simulator.messages.map((m) => m.to).sort();
    expect(sentTo).toEqual(['+254711000201', '+254711000202', '+254711000203']);
    const rows = await invoiceMessagesOf(owner);
    expect(rows.filter((m) => m.status === 'sent')).toHaveLength(3);
    expect(await waitingList(owner.token)).toEqual([]);
    expect((await bell(owner.token)).some((n) => n.kind === 'sms_waiting')).toBe(false);
    expect((await post(owner.token, '/api/sms/messages/send-waiting')).json().count).toBe(0);

    const entries = await activityOf(t.app, owner.token, 'sms_waiting_sent');
    expect(entries.map((e) => e.details.count).sort()).toEqual([1, 2]);
  });

  it('a failure the landlord can fix waits too; a refused number does not', async () => {
    const { owner } = await landlordBilling(['0711000301', '0711000302']);
    const [fixable, refused] = await invoiceMessagesOf(owner);
    await t.db
      .updateTable('sms_messages')
      .set({ status: 'failed', failure_reason: 'SMS provider refused the credentials' })
      .where('id', '=', fixable!.id)
      .execute();
    await t.db
      .updateTable('sms_messages')
      .set({ status: 'failed', failure_reason: 'InvalidPhoneNumber', attempts: 1 })
      .where('id', '=', refused!.id)
      .execute();
    expect((await waitingList(owner.token)).map((m) => m.messageid)).toEqual([fixable!.id]);
    expect((await useAfricasTalking(owner.token)).json().waiting).toMatchObject({ sendable: 1 });
    const sent = await post(owner.token, '/api/sms/messages/send-waiting');
    expect(sent.json()).toMatchObject({ count: 1, sent: 1 });
    expect(simulator.messages.map((m) => m.to)).toEqual(['+254711000301']);
  });
});

describe('messages held for want of a paybill', () => {
  it('wait but cannot be sent (409 saying why), and can be discarded', async () => {
    const { owner } = await landlordBilling(['0711000401'], { paybill: false });
    await useAfricasTalking(owner.token);
    const [held] = await waitingList(owner.token);
    expect(held).toMatchObject({ status: 'held', purpose: 'invoice' });

    const sendNow = await post(owner.token, `/api/sms/messages/${held!.messageid}/send`);
    expect(sendNow.statusCode).toBe(409);
    expect(sendNow.json().error).toMatchObject({
      code: 'conflict',
      key: 'error.smsHeldUntilPaybill',
    });
    expect((await post(owner.token, '/api/sms/messages/send-waiting')).json().count).toBe(0);
    expect(simulator.messages).toHaveLength(0);
    expect((await bell(owner.token)).find((n) => n.kind === 'sms_waiting')?.params).toEqual({
      count: 1,
    });

    const discarded = await post(owner.token, `/api/sms/messages/${held!.messageid}/discard`);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().message).toMatchObject({ status: 'discarded' });
    expect((await messageRow(t.db, held!.messageid)).status).toBe('discarded');
    expect(await waitingList(owner.token)).toEqual([]);
    expect((await bell(owner.token)).some((n) => n.kind === 'sms_waiting')).toBe(false);
    const again = await post(owner.token, `/api/sms/messages/${held!.messageid}/discard`);
    expect(again.statusCode).toBe(409);
    const [entry] = await activityOf(t.app, owner.token, 'sms_waiting_discarded');
    expect(entry).toMatchObject({ entityid: held!.messageid, details: { count: 1 } });
  });

  it('Discard all takes every waiting message; another organization sees none of them', async () => {
    const { owner } = await landlordBilling(['0711000501', '0711000502']);
    const stranger = await landlordWithRoom(t.app);
    const [one] = await waitingList(owner.token);
    expect(
      (await post(stranger.token, `/api/sms/messages/${one!.messageid}/send`)).statusCode,
    ).toBe(404);
    expect((await post(stranger.token, '/api/sms/messages/discard-waiting')).json().count).toBe(0);
    const discarded = await post(owner.token, '/api/sms/messages/discard-waiting');
    expect(discarded.json()).toMatchObject({ count: 2 });
    expect(await waitingList(owner.token)).toEqual([]);
    // Set up afterwards, there is nothing to ask about.
    expect((await useAfricasTalking(owner.token)).json().waiting).toBeNull();
  });
});
