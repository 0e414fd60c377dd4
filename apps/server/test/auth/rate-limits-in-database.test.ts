import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The per-IP limits of sign-up, sign-in, Forgot PIN and the code checks are counted in the
 * database (rate_windows), one upsert per request: requests arriving at once are each
 * counted, and what one server counted another sees (test/platform/rate-limits-two-servers).
 */
const limit = 5;
// A clock that stands still: every request falls in one window, whatever the wall clock does.
const now = new Date('2026-03-02T09:00:10Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginAttemptsPerMinute: limit, clock: () => now });
});
afterAll(() => t.close());

let nextPhone = 711_000_000;
/** A wrong sign-in, each with a phone of its own: no phone's wrong-PIN lock gets in the way. */
const signIn = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phonenumber: `0${(nextPhone += 1)}`, pin: '1234' },
    remoteAddress,
  });

async function windowsOf(address: string) {
  const rows = await t.db.selectFrom('rate_windows').select(['key', 'hits']).execute();
  return rows.filter((row) => row.key.endsWith(`:${address}`));
}

describe('per-IP limits counted in the database', () => {
  it('lets exactly the limit through when the attempts arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn('10.20.0.1')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(limit).fill(401), ...Array(20 - limit).fill(429)]);

    const [counted] = await windowsOf('10.20.0.1');
    expect(counted?.hits).toBe(20);
    expect(counted?.key).toContain('POST /api/auth/login');
  });

  it('counts each route apart and tells the wait until the window ends', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-pin',
        payload: { phonenumber: '0722222222' },
        remoteAddress: '10.20.0.2',
      });
    for (let i = 0; i < limit; i++) expect((await forgot()).statusCode).toBe(202);
    // Forgot PIN's attempts left sign-in's own count for this address untouched.
    expect((await signIn('10.20.0.2')).statusCode).toBe(401);

    const refused = await forgot();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    // The window is the minute from 09:00:00; the clock stands at 09:00:10.
    expect(refused.headers['retry-after']).toBe('50');
    expect(refused.json().error.message).toBe(
      'Too many attempts from this network. Try again in 50 seconds.',
    );
    expect((await windowsOf('10.20.0.2')).map((row) => row.hits).sort()).toEqual([1, limit + 1]);
  });

  it('counts the team invitation code check in the database too', async () => {
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/team/accept',
        payload: { phonenumber: '0733333333', code: '123456', pin: '4321' },
        remoteAddress: '10.20.0.3',
      });
    for (let i = 0; i < limit; i++) expect((await accept()).statusCode).not.toBe(429);
    expect((await accept()).statusCode).toBe(429);
    const [counted] = await windowsOf('10.20.0.3');
    expect(counted?.key).toContain('POST /api/team/accept');
  });
});
