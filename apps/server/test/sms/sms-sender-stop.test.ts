import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import { startSmsSender } from '../../src/jobs/sms-sender.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  insertOrganization,
  messageRows,
  queueMessages,
  simulatorApiKey,
  smsOptions,
  useAfricasTalking,
} from './fixtures.js';

/**
 * Shutdown stops the SMS sender between messages: the requests already sent to the provider
 * are waited for and recorded, the rest of the round goes back to the queue untried (a
 * message left 'sending' would be failed as interrupted after its lease, never sent).
 */
let test: TestApp;
let simulator: AfricasTalkingSimulator;
const time = testClock();

beforeAll(async () => {
  test = await createTestApp({ clock: time.clock });
  simulator = await startAfricasTalkingSimulator({ apiKeys: [simulatorApiKey] });
});
afterAll(async () => {
  await simulator.close();
  await test.close();
});

describe('stopping the SMS sender', () => {
  it('waits for the messages being sent and puts the others back untried', async () => {
    const organizationId = await insertOrganization(test.db);
    await useAfricasTalking(test.db, organizationId);
    const ids = await queueMessages(test.db, organizationId, 30, time.clock());
    // The provider takes the first eight (the sender's concurrency) and never answers: they
    // are in flight until the SMS timeout.
    simulator.controls.hangNext(8);
    const errors: unknown[] = [];
    const stop = startSmsSender({
      db: test.db,
      clock: time.clock,
      sms: smsOptions(simulator.url, 1000),
      intervalMs: 60_000,
      onError: (error) => errors.push(error),
    });
    await vi.waitFor(() => expect(simulator.requests).toHaveLength(8), { timeout: 10_000 });
    await stop();

    const rows = await messageRows(test.db, ids);
    const count = (status: string, attempts: number) =>
      rows.filter((row) => row.status === status && row.attempts === attempts).length;
    // Timed out: failed, not resent (the provider may have it).
    expect(count('failed', 1)).toBe(8);
    expect(count('queued', 0)).toBe(22);
    expect(rows.some((row) => row.status === 'sending')).toBe(false);
    expect(simulator.requests).toHaveLength(8);
    expect(errors).toEqual([]);
  });
});
