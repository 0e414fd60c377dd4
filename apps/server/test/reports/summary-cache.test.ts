import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseChangeMarker, SummaryCache } from '../../src/modules/reports/summary-cache.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertTransaction } from '../transactions/fixtures.js';

/** A state of the database on one day. */
const at = (marker: string, day = '2026-12-01') => ({ day, marker });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the dashboard cache', () => {
  it('sees every committed write in the database marker', async () => {
    const owner = await landlordWithRoom(t.app);
    const before = await databaseChangeMarker(t.db);
    await insertTransaction(t.db, {
      organization_id: owner.organizationId,
      paid_at: '2026-03-01T08:00:00.000Z',
    });
    const after = await databaseChangeMarker(t.db);
    expect(after).not.toBe(before);
    if (!process.env.DATABASE_URL) {
      // Nothing else writes to this SQLite database: reading alone keeps the marker.
      expect(await databaseChangeMarker(t.db)).toBe(after);
    }
  });

  it('computes once per key, shares a computation in flight and forgets a failed one', async () => {
    const cache = new SummaryCache<number>();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return computed;
    };
    const [a, b] = await Promise.all([
      cache.get('org', at('k1'), compute),
      cache.get('org', at('k1'), compute),
    ]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    expect(await cache.get('org', at('k1'), compute)).toBe(1);
    expect(await cache.get('org', at('k2'), compute)).toBe(2);
    expect(await cache.get('other', at('k2'), compute)).toBe(3);

    await expect(
      cache.get('org', at('k3'), () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.get('org', at('k3'), compute)).toBe(4);
  });

  it('runs one computation at a time: requests for newer states share the next one', async () => {
    const cache = new SummaryCache<string>();
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const compute = (state: string) => async () => {
      started.push(state);
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return state;
    };
    const first = cache.get('org', at('m1'), compute('m1'));
    // The database changes three times while m1 is computed: one more computation, shared.
    const second = cache.get('org', at('m2'), compute('m2'));
    const third = cache.get('org', at('m3'), compute('m3'));
    const fourth = cache.get('org', at('m4'), compute('m4'));
    expect(started).toEqual(['m1']);
    releases.shift()!();
    expect(await first).toBe('m1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // It starts once m1 ends, as the newest request asked (it reads the data as they are then).
    expect(started).toEqual(['m1', 'm4']);
    releases.shift()!();
    expect(await Promise.all([second, third, fourth])).toEqual(['m4', 'm4', 'm4']);
    expect(most).toBe(1);
    // Kept under the newest key; an older key computes again.
    expect(await cache.get('org', at('m4'), compute('again'))).toBe('m4');
    const older = cache.get('org', at('m2'), compute('m2 again'));
    releases.shift()!();
    expect(await older).toBe('m2 again');
  });

  it('under load answers the newest finished value, at most maxStaleMs old, paced', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const cache = new SummaryCache<string>({ minIntervalMs: 1000, maxStaleMs: 3000 });
      const started: string[] = [];
      const releases: (() => void)[] = [];
      const compute = (state: string) => async () => {
        started.push(state);
        await new Promise<void>((resolve) => releases.push(resolve));
        return state;
      };
      const first = cache.get('org', at('m1'), compute('m1'));
      releases.shift()!();
      expect(await first).toBe('m1');
      // Readers while the data change: each finds an older state computing.
      await vi.advanceTimersByTimeAsync(100);
      const m2 = cache.get('org', at('m2'), compute('m2'));
      const waited = [3, 4, 5].map((n) => cache.get('org', at(`m${n}`), compute(`m${n}`)));
      // Four requests found m2 computing within two seconds: under load, the next gets m1.
      expect(await cache.get('org', at('m6'), compute('m6'))).toBe('m1');
      releases.shift()!();
      expect(await m2).toBe('m2');
      // The queued computation starts no sooner than a second after m2 started.
      await vi.advanceTimersByTimeAsync(500);
      expect(started).toEqual(['m1', 'm2']);
      expect(await cache.get('org', at('m7'), compute('m7'))).toBe('m2');
      await vi.advanceTimersByTimeAsync(500);
      expect(started).toEqual(['m1', 'm2', 'm7']);
      releases.shift()!();
      expect(await Promise.all(waited)).toEqual(['m7', 'm7', 'm7']);
      // Too old to answer: 3 s after m7 started, a reader waits for the data as they are.
      await vi.advanceTimersByTimeAsync(3100);
      const fresh = cache.get('org', at('m8'), compute('m8'));
      await vi.advanceTimersByTimeAsync(0);
      expect(started.at(-1)).toBe('m8');
      releases.shift()!();
      expect(await fresh).toBe('m8');
      // A new day is never answered with the last day's figures.
      const tomorrow = cache.get('org', at('m8', '2026-12-02'), compute('next day'));
      await vi.advanceTimersByTimeAsync(1000);
      releases.shift()!();
      expect(await tomorrow).toBe('next day');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a reader alone with the data as they are, however often they change', async () => {
    const cache = new SummaryCache<string>();
    for (let n = 1; n <= 20; n++) {
      expect(await cache.get('org', at(`m${n}`), () => Promise.resolve(`m${n}`))).toBe(`m${n}`);
    }
  });
});
