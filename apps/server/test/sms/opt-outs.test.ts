import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import { drainOutbox } from '../../src/jobs/sms-sender.js';
import { optedOutReason } from '../../src/modules/sms/opt-outs.js';
import type { SmsDeps } from '../../src/modules/sms/sms-options.js';
import { authed, signUp } from '../helpers/accounts.js';
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

// A tenant who opted out of the landlord's SMS is told apart by Africa's Talking: a send
// refused with 406 UserInBlacklist, or a delivery report failed with UserInBlackList.

let test: TestApp;
let simulator: AfricasTalkingSimulator;
let deps: SmsDeps;
const time = testClock();

beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({
    apiKeys: [simulatorApiKey],
    recipientCodes: { '+254700000406': 406 },
  });
  const sms = smsOptions(simulator.url, 3000);
  test = await createTestApp({ clock: time.clock, sms });
  deps = { db: test.db, clock: time.clock, sms };
});
afterAll(async () => {
  await test.close();
  await simulator.close();
});
beforeEach(() => simulator.controls.reset());

/** A landlord on Africa's Talking with one tenant on `phonenumber`. */
async function landlordWithTenant(phonenumber: string) {
  const { token, user } = await signUp(test.app);
  const organizationId = user.organizationid;
  await useAfricasTalking(test.db, organizationId);
  const rental = await createRental(test.app, token);
  const room = await createRoom(test.app, token, rental.rentalid);
  const tenant = await insertTenant(
    test.db,
    { organizationId, rentalId: rental.rentalid, roomId: room.roomid },
    { phonenumber },
  );
  const queue = async () => {
    const [id] = await queueMessages(test.db, organizationId, 1, time.clock(), {
      tenantId: tenant.id,
      phoneNumber: phonenumber,
    });
    return id!;
  };
  const shown = async () => {
    const response = await test.app.inject({
      url: `/api/tenant/all-tenants/${tenant.id}`,
      headers: authed(token),
    });
    return response.json().tenant.tenantdata.smsblocked as boolean;
  };
  return { organizationId, queue, shown };
}

async function drainAll() {
  while ((await drainOutbox(deps)).claimed > 0);
}

describe('an opt-out', () => {
  it('refused with 406 marks the tenant blocked; what follows fails untried, never retried', async () => {
    const tenant = await landlordWithTenant('0700000406');
    expect(await tenant.shown()).toBe(false);
    const first = await tenant.queue();
    await drainAll();
    expect(await messageRow(test.db, first)).toMatchObject({
      status: 'failed',
      failure_reason: 'UserInBlacklist',
    });
    expect(await tenant.shown()).toBe(true);

    const requests = simulator.requests.length;
    const next = await tenant.queue();
    await drainAll();
    expect(await messageRow(test.db, next)).toMatchObject({
      status: 'failed',
      failure_reason: optedOutReason,
    });
    expect(simulator.requests).toHaveLength(requests);
    // Nothing comes back for another try.
    time.advanceDays(1);
    await drainAll();
    expect((await messageRow(test.db, next)).status).toBe('failed');
    expect(simulator.requests).toHaveLength(requests);
  });

  it('in a delivery report marks the tenant blocked too', async () => {
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const tenant = await landlordWithTenant('0711000407');
    const url = await deliveryReportUrl(test.db, address, tenant.organizationId);
    simulator.controls.setCallbackUrl(url);
    const sent = await tenant.queue();
    await drainAll();
    const row = await messageRow(test.db, sent);
    expect(row.status).toBe('sent');
    expect(await tenant.shown()).toBe(false);

    await simulator.controls.sendDeliveryReport({
      id: row.provider_message_id!,
      status: 'Failed',
      failureReason: 'UserInBlackList',
    });
    expect(await tenant.shown()).toBe(true);
    const next = await tenant.queue();
    await drainAll();
    expect((await messageRow(test.db, next)).failure_reason).toBe(optedOutReason);
  });

  it('of one tenant leaves the landlord’s other tenants alone', async () => {
    await landlordWithTenant('0700000406').then(async (t) => {
      await t.queue();
      await drainAll();
    });
    const other = await landlordWithTenant('0722000408');
    const id = await other.queue();
    await drainAll();
    expect((await messageRow(test.db, id)).status).toBe('sent');
    expect(await other.shown()).toBe(false);
  });
});
