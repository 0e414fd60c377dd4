import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import type { SmsDeps } from '../../src/modules/sms/sms-options.js';
import { signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  deliveryReportUrl,
  messageRow,
  queueMessages,
  simulatorApiKey,
  smsOptions,
  useAfricasTalking,
} from './fixtures.js';

// Delivery reports are unsigned: only the organization's secret path makes one count, and then
// only for that organization's messages. Anything else (the old shared path, a wrong secret, a
// made-up id, another organization's message) writes nothing: no report row, no status, no
// opt-out.

let test: TestApp;
let simulator: AfricasTalkingSimulator;
let deps: SmsDeps;
let address: string;
const time = testClock();
const sharedPath = '/api/sms/delivery-reports/africastalking';

beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
  const sms = smsOptions(simulator.url, 3000);
  test = await createTestApp({ clock: time.clock, sms });
  deps = { db: test.db, clock: time.clock, sms };
  address = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await test.close();
  await simulator.close();
});
beforeEach(() => simulator.controls.reset());

let nextPhone = 711_500_000;

/** A landlord on Africa's Talking with a tenant, and one SMS sent to them through the provider. */
async function landlordWithSentMessage() {
  const { token, user } = await signUp(test.app);
  const organizationId = user.organizationid;
  await useAfricasTalking(test.db, organizationId);
  const rental = await createRental(test.app, token);
  const room = await createRoom(test.app, token, rental.rentalid);
  nextPhone += 1;
  const phonenumber = `0${nextPhone}`;
  const tenant = await insertTenant(
    test.db,
    { organizationId, rentalId: rental.rentalid, roomId: room.roomid },
    { phonenumber },
  );
  const [id] = await queueMessages(test.db, organizationId, 1, time.clock(), {
    tenantId: tenant.id,
    phoneNumber: phonenumber,
  });
  while ((await drainOutbox(deps)).claimed > 0);
  const message = await messageRow(test.db, id!);
  expect(message.status).toBe('sent');
  const url = await deliveryReportUrl(test.db, address, organizationId);
  return {
    organizationId,
    tenantId: tenant.id,
    id: id!,
    providerId: message.provider_message_id!,
    url,
  };
}

/** What a report could change: the rows kept, the message, whether the tenant is opted out. */
async function snapshot(landlord: Awaited<ReturnType<typeof landlordWithSentMessage>>) {
  const reports = await test.db
    .selectFrom('sms_delivery_reports')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const message = await messageRow(test.db, landlord.id);
  const tenant = await test.db
    .selectFrom('tenants')
    .select('sms_blocked_at')
    .where('id', '=', landlord.tenantId)
    .executeTakeFirstOrThrow();
  return {
    reports: Number(reports.count),
    status: message.status,
    failure: message.failure_reason,
    optedOut: tenant.sms_blocked_at !== null,
  };
}

function post(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const blacklisted = { status: 'Failed', failureReason: 'UserInBlackList' };

describe('a delivery report', () => {
  it('without the path secret writes nothing and opts no one out', async () => {
    const landlord = await landlordWithSentMessage();
    const before = await snapshot(landlord);
    const shared = await post(`${address}${sharedPath}`, {
      id: landlord.providerId,
      ...blacklisted,
    });
    // 200, so that a dashboard still set to the old URL is not retried for ever.
    expect(shared.status).toBe(200);
    expect(await shared.json()).toEqual({ result: 'ignored' });
    const wrong = await post(`${address}${sharedPath}/${'0'.repeat(40)}`, {
      id: landlord.providerId,
      ...blacklisted,
    });
    expect(wrong.status).toBe(404);
    expect(await snapshot(landlord)).toEqual(before);
    expect(before).toMatchObject({ status: 'sent', optedOut: false });
  });

  it('with made-up ids writes nothing, even on the right path', async () => {
    const landlord = await landlordWithSentMessage();
    const before = await snapshot(landlord);
    for (let i = 0; i < 50; i += 1) {
      const id = `ATXid_${randomUUID()}`;
      const shared = await post(`${address}${sharedPath}`, { id, ...blacklisted });
      expect(shared.status).toBe(200);
      const secret = await post(landlord.url, { id, status: i % 2 ? 'Success' : 'Buffered' });
      expect(await secret.json()).toEqual({ result: 'ignored' });
    }
    expect(await snapshot(landlord)).toEqual(before);
  });

  it("for another organization's message, on one's own path, writes nothing", async () => {
    const victim = await landlordWithSentMessage();
    const attacker = await landlordWithSentMessage();
    const before = await snapshot(victim);
    const response = await post(attacker.url, { id: victim.providerId, ...blacklisted });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'ignored' });
    expect(await snapshot(victim)).toEqual(before);
  });

  it('on the secret path updates its message', async () => {
    const landlord = await landlordWithSentMessage();
    simulator.controls.setCallbackUrl(landlord.url);
    const answer = await simulator.controls.sendDeliveryReport({
      id: landlord.providerId,
      status: 'Success',
    });
    expect(JSON.parse(answer.body)).toEqual({ result: 'applied' });
    expect(await snapshot(landlord)).toMatchObject({ status: 'delivered', optedOut: false });
  });

  it('with UserInBlackList on the secret path opts the tenant out', async () => {
    const landlord = await landlordWithSentMessage();
    const answer = await simulator.controls.sendDeliveryReport({
      id: landlord.providerId,
      url: landlord.url,
      ...blacklisted,
    });
    expect(JSON.parse(answer.body)).toEqual({ result: 'applied' });
    expect(await snapshot(landlord)).toMatchObject({
      status: 'failed',
      failure: 'UserInBlackList',
      optedOut: true,
    });
  });
});
