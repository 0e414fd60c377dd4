import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import type { TenantsTable } from '../../src/db/types.js';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import { optedOutReason } from '../../src/modules/sms/opt-outs.js';
import type { SmsDeps } from '../../src/modules/sms/sms-options.js';
import { activityOf } from '../helpers/activity.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  messageRow,
  queueMessages,
  simulatorApiKey,
  smsOptions,
  useAfricasTalking,
} from './fixtures.js';

// Africa's Talking's "Bulk SMS Opt Out" notification: the simulator posts it, form-urlencoded
// over real HTTP as the provider does, to the organization's secret opt-out URL (the one
// GET /api/sms/settings shows). Every tenant on that phone is SMS-blocked from then on.

let test: TestApp;
let simulator: AfricasTalkingSimulator;
let deps: SmsDeps;
/** Where the app listens: the simulator posts opt-outs here. */
let address: string;
const time = testClock();

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

const akinyiPhone = '0722000111';

/**
 * A landlord on Africa's Talking with Akinyi on 0722000111 (a current tenancy and a former
 * one) and Baraka on another phone.
 */
async function landlordWithTenants() {
  const { token, user } = await signUp(test.app);
  const organizationId = user.organizationid;
  await useAfricasTalking(test.db, organizationId);
  const rental = await createRental(test.app, token);
  const room = await createRoom(test.app, token, rental.rentalid);
  const place = { organizationId, rentalId: rental.rentalid, roomId: room.roomid };
  const tenant = (overrides: Partial<TenantsTable>) => insertTenant(test.db, place, overrides);
  const akinyi = await tenant({
    firstname: 'Akinyi',
    lastname: 'Otieno',
    phonenumber: akinyiPhone,
  });
  const formerAkinyi = await tenant({
    firstname: 'Akinyi',
    lastname: 'Otieno',
    phonenumber: akinyiPhone,
    status: 'former',
  });
  const baraka = await tenant({
    firstname: 'Baraka',
    lastname: 'Mwangi',
    phonenumber: '0733000222',
  });
  const settings = await test.app.inject({ url: '/api/sms/settings', headers: authed(token) });
  const optOutUrl: string = settings.json().settings.optouturl;
  /** The opt-out URL as the landlord pastes it, at the address the app listens on. */
  const url = `${address}${new URL(optOutUrl).pathname}`;
  const blocked = async (tenantId: string) => {
    const response = await test.app.inject({
      url: `/api/tenant/all-tenants/${tenantId}`,
      headers: authed(token),
    });
    return response.json().tenant.tenantdata.smsblocked as boolean;
  };
  const queue = async (tenantId: string, phoneNumber: string) => {
    const [id] = await queueMessages(test.db, organizationId, 1, time.clock(), {
      tenantId,
      phoneNumber,
    });
    return id!;
  };
  return { token, organizationId, akinyi, formerAkinyi, baraka, url, blocked, queue };
}

async function drainAll() {
  while ((await drainOutbox(deps)).claimed > 0);
}

describe("an opt-out notification from Africa's Talking", () => {
  it('blocks every tenant on that phone: queued and later SMS fail at once, never sent or retried', async () => {
    const landlord = await landlordWithTenants();
    const waiting = await landlord.queue(landlord.akinyi.id, akinyiPhone);

    const notice = await simulator.controls.sendOptOut({
      url: landlord.url,
      phoneNumber: '+254722000111',
      senderId: 'JUACOURT',
    });
    expect(notice).toEqual({ status: 200, body: JSON.stringify({ result: 'blocked' }) });
    expect(await landlord.blocked(landlord.akinyi.id)).toBe(true);
    expect(await landlord.blocked(landlord.formerAkinyi.id)).toBe(true);
    expect(await landlord.blocked(landlord.baraka.id)).toBe(false);

    // Logged once per tenant, with Africa's Talking (a system) as the actor.
    const entries = await activityOf(test.app, landlord.token, 'sms_opted_out');
    expect(entries.map((entry) => entry.entityid).sort()).toEqual(
      [landlord.akinyi.id, landlord.formerAkinyi.id].sort(),
    );
    expect(entries.find((entry) => entry.entityid === landlord.akinyi.id)).toMatchObject({
      role: 'system',
      username: "Africa's Talking",
      userid: null,
      entity: 'tenant',
      summary:
        `Akinyi Otieno (house ${landlord.akinyi.house_number}) opted out of SMS from JUACOURT ` +
        'on 0722000111: no more SMS will be sent to them',
    });

    const later = await landlord.queue(landlord.akinyi.id, akinyiPhone);
    await drainAll();
    for (const id of [waiting, later]) {
      expect(await messageRow(test.db, id)).toMatchObject({
        status: 'failed',
        failure_reason: optedOutReason,
      });
    }
    expect(simulator.requests).toHaveLength(0);
    // Nothing comes back for another try.
    time.advanceDays(1);
    await drainAll();
    expect((await messageRow(test.db, later)).status).toBe('failed');
    expect(simulator.requests).toHaveLength(0);

    // The provider repeating itself changes nothing and logs nothing more.
    const again = await simulator.controls.sendOptOut({
      url: landlord.url,
      phoneNumber: '+254722000111',
    });
    expect(JSON.parse(again.body)).toEqual({ result: 'already_blocked' });
    expect(await activityOf(test.app, landlord.token, 'sms_opted_out')).toHaveLength(2);

    // Baraka still gets his SMS.
    const toBaraka = await landlord.queue(landlord.baraka.id, '0733000222');
    await drainAll();
    expect((await messageRow(test.db, toBaraka)).status).toBe('sent');
  });

  it('answers 200 for a number no tenant has and changes nothing', async () => {
    const landlord = await landlordWithTenants();
    for (const phoneNumber of ['+254799000999', '+14155550100']) {
      const notice = await simulator.controls.sendOptOut({ url: landlord.url, phoneNumber });
      expect(notice).toEqual({ status: 200, body: JSON.stringify({ result: 'unknown_number' }) });
    }
    for (const tenant of [landlord.akinyi, landlord.formerAkinyi, landlord.baraka]) {
      expect(await landlord.blocked(tenant.id)).toBe(false);
    }
    expect(await activityOf(test.app, landlord.token, 'sms_opted_out')).toEqual([]);
  });

  it("blocks only the organization's own tenants: another landlord's on that phone are not", async () => {
    const one = await landlordWithTenants();
    const other = await landlordWithTenants();
    await simulator.controls.sendOptOut({ url: one.url, phoneNumber: '+254722000111' });
    expect(await one.blocked(one.akinyi.id)).toBe(true);
    expect(await other.blocked(other.akinyi.id)).toBe(false);
  });

  it('refuses a body that is not an opt-out with 400, in the one error shape', async () => {
    const landlord = await landlordWithTenants();
    const notANumber = await simulator.controls.sendOptOut({
      url: landlord.url,
      phoneNumber: 'STOP',
    });
    expect(notANumber.status).toBe(400);
    expect(JSON.parse(notANumber.body).error).toMatchObject({
      code: 'validation',
      fields: { phoneNumber: 'phoneNumber must be a phone number' },
    });
    const noNumber = await fetch(landlord.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ senderId: 'JUACOURT' }),
    });
    expect(noNumber.status).toBe(400);
    const { error } = (await noNumber.json()) as { error: unknown };
    expect(error).toMatchObject({
      code: 'validation',
      fields: { phoneNumber: expect.any(String) },
    });
    expect(await landlord.blocked(landlord.akinyi.id)).toBe(false);
  });

  it('answers 404 at a path whose secret is no organization’s', async () => {
    const landlord = await landlordWithTenants();
    const notice = await simulator.controls.sendOptOut({
      url: `${address}/api/sms/opt-out/${'0'.repeat(40)}`,
      phoneNumber: '+254722000111',
    });
    expect(notice.status).toBe(404);
    expect(JSON.parse(notice.body).error.code).toBe('not_found');
    expect(await landlord.blocked(landlord.akinyi.id)).toBe(false);
  });
});
