import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import type { Db } from '../../src/db/connection.js';
import { drainOutbox, startSmsSender } from '../../src/jobs/sms-sender.js';
import type { DrainOptions } from '../../src/modules/sms/dispatch.js';
import { credentialsReason, retryDelayMs } from '../../src/modules/sms/send-outcome.js';
import { interruptedReason } from '../../src/modules/sms/outbox-repository.js';
import type { SmsDeps } from '../../src/modules/sms/sms-options.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  insertOrganization,
  messageRow,
  messageRows,
  queueMessages,
  secondPostgresHandle,
  smsOptions,
  useAfricasTalking,
} from './fixtures.js';

let test: TestApp;
let simulator: AfricasTalkingSimulator;
const time = testClock();
let deps: SmsDeps;

beforeAll(async () => {
  test = await createTestApp({ clock: time.clock });
  simulator = await startAfricasTalkingSimulator({
    apiKeys: ['atsk_test_0123456789abcdef'],
    invalidNumbers: ['+254700000403'],
  });
  deps = { db: test.db, clock: time.clock, sms: smsOptions(simulator.url, 3000) };
});
afterAll(async () => {
  await simulator.close();
  await test.close();
});
beforeEach(() => simulator.controls.reset());

/** Drains until nothing is due, as the job does round after round. */
async function drainAll(on: SmsDeps, options: DrainOptions = {}) {
  let total = 0;
  for (;;) {
    const { claimed } = await drainOutbox(on, options);
    if (claimed === 0) return total;
    total += claimed;
  }
}

async function africasTalkingOrganization() {
  const organizationId = await insertOrganization(test.db);
  await useAfricasTalking(test.db, organizationId);
  return organizationId;
}

function countingQueries(db: Db) {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), counter };
}

describe('SMS sender with the outbox provider', () => {
  it('stores 10,000 queued messages in bulk: one UPDATE per batch, nothing sent', async () => {
    const organizationId = await insertOrganization(test.db);
    const ids = await queueMessages(test.db, organizationId, 10_000, time.clock());
    const { db, counter } = countingQueries(test.db);
    const started = performance.now();
    const claimed = await drainAll({ ...deps, db }, { limit: 1000 });
    const ms = performance.now() - started;
    console.log(
      `outbox: 10,000 messages stored in ${ms.toFixed(0)} ms, ${counter.queries} queries`,
    );
    expect(claimed).toBe(10_000);
    // Per batch: interrupted check, claim (its subquery counts too), settings and the one
    // UPDATE that stores them all; then the round that finds nothing.
    expect(counter.queries).toBeLessThanOrEqual(10 * 5 + 3);
    const rows = await messageRows(test.db, ids.slice(0, 500));
    expect(rows.every((row) => row.status === 'stored' && row.provider === 'outbox')).toBe(true);
    const { count } = await test.db
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'stored')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(10_000);
    expect(simulator.requests).toHaveLength(0);
  });
});

describe('the background job', () => {
  it('drains the outbox on its timer until stopped', async () => {
    const organizationId = await insertOrganization(test.db);
    const ids = await queueMessages(test.db, organizationId, 30, time.clock());
    const errors: unknown[] = [];
    const stop = startSmsSender({
      ...deps,
      intervalMs: 20,
      batchSize: 10,
      onError: (error) => errors.push(error),
    });
    try {
      await vi.waitFor(async () => {
        const rows = await messageRows(test.db, ids);
        expect(rows.every((row) => row.status === 'stored')).toBe(true);
      });
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });
});

describe("SMS sender with Africa's Talking", () => {
  it('sends each message once and records the id and cost', async () => {
    const organizationId = await africasTalkingOrganization();
    const [id] = await queueMessages(test.db, organizationId, 1, time.clock(), {
      text: 'y'.repeat(300),
    });
    await drainAll(deps);
    const row = await messageRow(test.db, id as string);
    expect(row).toMatchObject({ status: 'sent', provider: 'africastalking', attempts: 1 });
    expect(row.cost).toBe('KES 1.6000');
    expect(row.provider_message_id).toBe(simulator.messages[0]?.messageId);
    expect(simulator.messages).toHaveLength(1);
  });

  it('records each of many messages sent at once with its own provider id and cost', async () => {
    const organizationId = await africasTalkingOrganization();
    // One, two and three parts: each costs what its own length costs.
    const texts = ['a'.repeat(100), 'b'.repeat(200), 'c'.repeat(400)];
    const ids: string[] = [];
    for (const text of texts) {
      ids.push(...(await queueMessages(test.db, organizationId, 20, time.clock(), { text })));
    }
    await drainAll(deps);
    const rows = await messageRows(test.db, ids);
    expect(rows).toHaveLength(60);
    const sentTo = new Map(simulator.messages.map((message) => [message.to, message]));
    for (const row of rows) {
      const sent = sentTo.get(row.phone);
      expect(row).toMatchObject({
        status: 'sent',
        provider: 'africastalking',
        attempts: 1,
        provider_message_id: sent?.messageId,
        cost: sent?.cost,
      });
    }
    expect(new Set(rows.map((row) => row.cost))).toEqual(
      new Set(['KES 0.8000', 'KES 1.6000', 'KES 2.4000']),
    );
    expect(simulator.messages).toHaveLength(60);
  });

  it('retries after HTTP 500 with backoff, then sends', async () => {
    const organizationId = await africasTalkingOrganization();
    const [id] = (await queueMessages(test.db, organizationId, 1, time.clock())) as [string];
    simulator.controls.failNext(1, 500);
    await drainAll(deps);
    let row = await messageRow(test.db, id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      failure_reason: 'SMS provider error (HTTP 500)',
    });
    expect(Date.parse(row.next_attempt_at) - time.clock().getTime()).toBe(30_000);
    expect(await drainAll(deps)).toBe(0); // not due yet
    time.advanceMinutes(1);
    await drainAll(deps);
    row = await messageRow(test.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, failure_reason: null });
    expect(simulator.controls.countOf(row.phone)).toBe(1);
  });

  it('retries when the provider cannot be reached (nothing left the machine)', async () => {
    const organizationId = await africasTalkingOrganization();
    const [id] = (await queueMessages(test.db, organizationId, 1, time.clock())) as [string];
    const down = await startAfricasTalkingSimulator();
    await down.close();
    await drainAll({ ...deps, sms: smsOptions(down.url, 300) });
    const row = await messageRow(test.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.failure_reason).toContain('ECONNREFUSED');
    await test.db.deleteFrom('sms_messages').where('id', '=', id).execute(); // not for later tests
  });

  it('backs off 30 s × 2^attempts, at most an hour', () => {
    expect([0, 1, 2, 3, 7, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });

  it('fails after 6 attempts that all met HTTP 500, with the last reason', async () => {
    const organizationId = await africasTalkingOrganization();
    const [id] = (await queueMessages(test.db, organizationId, 1, time.clock())) as [string];
    simulator.controls.failNext(10, 503);
    for (let round = 0; round < 8; round += 1) {
      await drainAll(deps);
      time.advanceMinutes(61);
    }
    const row = await messageRow(test.db, id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 6,
      failure_reason: 'SMS provider error (HTTP 503)',
    });
    expect(simulator.requests).toHaveLength(6);
    expect(simulator.messages).toHaveLength(0);
  });

  it('fails a timed-out message without sending it again', async () => {
    const organizationId = await africasTalkingOrganization();
    const [id] = (await queueMessages(test.db, organizationId, 1, time.clock())) as [string];
    simulator.controls.hangNext(1);
    const impatient = { ...deps, sms: smsOptions(simulator.url, 300) };
    await drainAll(impatient);
    const row = await messageRow(test.db, id);
    expect(row.status).toBe('failed');
    expect(row.failure_reason).toBe(
      'No answer from the SMS provider (timeout); not retried automatically to avoid a duplicate',
    );
    time.advanceMinutes(120);
    await drainAll(impatient);
    expect(simulator.controls.countOf(row.phone)).toBe(1);
    expect((await messageRow(test.db, id)).status).toBe('failed');
  });

  it('fails a refused number with the reason, without retrying', async () => {
    const organizationId = await africasTalkingOrganization();
    const [id] = (await queueMessages(test.db, organizationId, 1, time.clock(), {
      phoneNumber: '0700000403',
    })) as [string];
    await drainAll(deps);
    time.advanceMinutes(120);
    await drainAll(deps);
    expect(await messageRow(test.db, id)).toMatchObject({
      status: 'failed',
      failure_reason: 'InvalidPhoneNumber',
      attempts: 1,
    });
    expect(simulator.requests).toHaveLength(1);
  });

  it('fails the batch of an organization whose API key is refused', async () => {
    const organizationId = await insertOrganization(test.db);
    await useAfricasTalking(test.db, organizationId, 'a-wrong-key');
    const ids = await queueMessages(test.db, organizationId, 20, time.clock());
    await drainAll(deps);
    const rows = await messageRows(test.db, ids);
    expect(rows.every((row) => row.status === 'failed')).toBe(true);
    expect(new Set(rows.map((row) => row.failure_reason))).toEqual(new Set([credentialsReason]));
    // Once refused, the rest of the batch is not tried with the same key.
    expect(simulator.requests.length).toBeLessThanOrEqual(8);
  });

  it('sends through each organization its own provider in one batch', async () => {
    const outboxOrganization = await insertOrganization(test.db);
    const atOrganization = await africasTalkingOrganization();
    const stored = await queueMessages(test.db, outboxOrganization, 3, time.clock());
    const sent = await queueMessages(test.db, atOrganization, 3, time.clock());
    await drainAll(deps);
    expect((await messageRows(test.db, stored)).map((r) => r.status)).toEqual(
      Array(3).fill('stored'),
    );
    expect((await messageRows(test.db, sent)).map((r) => r.status)).toEqual(Array(3).fill('sent'));
    expect(simulator.messages).toHaveLength(3);
  });
});

describe('never twice', () => {
  it('fails a message whose sender died mid-send instead of sending it again', async () => {
    const organizationId = await africasTalkingOrganization();
    const [expired, live] = (await queueMessages(test.db, organizationId, 2, time.clock())) as [
      string,
      string,
    ];
    const now = time.clock().getTime();
    const claim = (id: string, until: number) =>
      test.db
        .updateTable('sms_messages')
        .set({
          status: 'sending',
          claimed_by: 'a-dead-process',
          claimed_until: new Date(until).toISOString(),
        })
        .where('id', '=', id)
        .execute();
    await claim(expired, now - 1000);
    await claim(live, now + 60_000);
    const summary = await drainOutbox(deps);
    expect(summary.interrupted).toBe(1);
    expect(await messageRow(test.db, expired)).toMatchObject({
      status: 'failed',
      failure_reason: interruptedReason,
    });
    expect((await messageRow(test.db, live)).status).toBe('sending');
    expect(simulator.requests).toHaveLength(0);
  });

  it('sends every message exactly once when two senders drain at the same time', async () => {
    const organizationId = await africasTalkingOrganization();
    const ids = await queueMessages(test.db, organizationId, 120, time.clock());
    const second = await secondPostgresHandle(test.db);
    const other: SmsDeps = second ? { ...deps, db: second } : deps;
    try {
      const [a, b, c] = await Promise.all([
        drainAll(deps, { limit: 7 }),
        drainAll(other, { limit: 7 }),
        drainAll(deps, { limit: 5 }),
      ]);
      expect(a + b + c).toBe(120);
    } finally {
      await second?.destroy();
    }
    const rows = await messageRows(test.db, ids);
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    expect(simulator.messages).toHaveLength(120);
    expect(new Set(simulator.messages.map((m) => m.to)).size).toBe(120);
  });
});
