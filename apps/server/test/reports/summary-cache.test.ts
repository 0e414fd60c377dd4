import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseChangeMarker, SummaryCache } from '../../src/modules/reports/summary-cache.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { insertTransaction } from '../transactions/fixtures.js';

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
      cache.get('org', 'k1', compute),
      cache.get('org', 'k1', compute),
    ]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    expect(await cache.get('org', 'k1', compute)).toBe(1);
    expect(await cache.get('org', 'k2', compute)).toBe(2);
    expect(await cache.get('other', 'k2', compute)).toBe(3);

    await expect(cache.get('org', 'k3', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('org', 'k3', compute)).toBe(4);
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
    const first = cache.get('org', 'm1', compute('m1'));
    // The database changes three times while m1 is computed: one more computation, shared.
    const second = cache.get('org', 'm2', compute('m2'));
    const third = cache.get('org', 'm3', compute('m3'));
    const fourth = cache.get('org', 'm4', compute('m4'));
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
    expect(await cache.get('org', 'm4', compute('again'))).toBe('m4');
    const older = cache.get('org', 'm2', compute('m2 again'));
    releases.shift()!();
    expect(await older).toBe('m2 again');
  });
});
