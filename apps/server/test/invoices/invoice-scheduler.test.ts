import type { InvoiceRunResult } from '@rental/shared/schemas/invoices';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInvoiceScheduler } from '../../src/jobs/invoice-scheduler.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { billingLandlord, createSchedule, insertTenants, invoicesOf } from './billing-fixtures.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const noRun: InvoiceRunResult = { date: '', schedules: 0, invoices: 0, messages: 0 };

describe('startInvoiceScheduler', () => {
  it('bills due schedules at start-up and again as the days go by', async () => {
    const owner = await billingLandlord(t.app, t.db);
    await insertTenants(t.db, owner.roomRef, 3);
    await createSchedule(t.app, owner);
    const onError = vi.fn();
    const stop = startInvoiceScheduler({ db: t.db, clock: time.clock, onError, intervalMs: 20 });
    try {
      await vi.waitFor(async () =>
        expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(3),
      );
      time.advanceDays(31); // 2 April
      await vi.waitFor(async () =>
        expect(await invoicesOf(t.db, owner.organizationId)).toHaveLength(6),
      );
    } finally {
      await stop();
      time.advanceDays(-31);
    }
    expect(onError).not.toHaveBeenCalled();
  });

  it('waits its start-up delay before the first run, then runs on its interval', async () => {
    const startedAt: number[] = [];
    const run = async () => {
      startedAt.push(performance.now());
      return noRun;
    };
    const launched = performance.now();
    const stop = startInvoiceScheduler({
      db: t.db,
      clock: time.clock,
      onError: vi.fn(),
      intervalMs: 10,
      startUpDelayMs: 300,
      run,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(startedAt).toEqual([]);
      await vi.waitFor(() => expect(startedAt.length).toBeGreaterThanOrEqual(3));
    } finally {
      await stop();
    }
    // setTimeout may fire a millisecond early by performance.now()'s reckoning.
    expect(startedAt[0]! - launched).toBeGreaterThanOrEqual(299);
  });

  it('never overlaps its runs, reports failures and keeps going', async () => {
    let running = 0;
    let overlapped = false;
    let calls = 0;
    const run = async () => {
      calls += 1;
      running += 1;
      if (running > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
      if (calls === 2) throw new Error('database unavailable');
      return noRun;
    };
    const onError = vi.fn();
    const stop = startInvoiceScheduler({
      db: t.db,
      clock: time.clock,
      onError,
      intervalMs: 1,
      run,
    });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(5));
    await stop();
    const stoppedAt = calls;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls - stoppedAt).toBeLessThanOrEqual(1);
    expect(overlapped).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(Error);
  });
});
