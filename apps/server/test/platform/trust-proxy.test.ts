import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

/**
 * TRUST_PROXY: behind a reverse proxy every request comes from the proxy, so the per-IP sign-in
 * limit and the activity log must see the client's address from X-Forwarded-For, and only
 * when the operator said a proxy is there.
 */
function signInFrom(t: TestApp, phonenumber: string, pin: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phonenumber, pin },
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

/** The limits count in fixed minutes: on the wall clock a minute could start mid-test. */
const midMinute = testClock(new Date('2026-03-02T06:00:30.000Z')).clock;

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it('logs the sign-in with the client address from X-Forwarded-For', async () => {
    const owner = await signUp(t.app);
    const response = await signInFrom(t, owner.body.phonenumber, owner.body.pin, '41.90.1.2');
    expect(response.statusCode).toBe(200);

    const [signin] = await activityOf(t.app, owner.token, 'signin');
    expect(signin?.ip).toBe('41.90.1.2');
  });

  it('limits sign-in attempts per client, not per proxy', async () => {
    const limited = await createTestApp({
      loginAttemptsPerMinute: 2,
      trustProxy: true,
      clock: midMinute,
    });
    try {
      const attempt = (client: string) => signInFrom(limited, '0711111111', '1234', client);
      expect((await attempt('41.90.1.2')).statusCode).toBe(401);
      expect((await attempt('41.90.1.2')).statusCode).toBe(401);
      expect((await attempt('41.90.1.2')).statusCode).toBe(429);
      // Another client behind the same proxy still gets its own attempts.
      expect((await attempt('105.160.7.7')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: the log shows the connection address', async () => {
    const owner = await signUp(t.app);
    await signInFrom(t, owner.body.phonenumber, owner.body.pin, '41.90.1.2');

    const [signin] = await activityOf(t.app, owner.token, 'signin');
    expect(signin?.ip).toBe('127.0.0.1');
  });

  it('counts a forged X-Forwarded-For against the connection address', async () => {
    const limited = await createTestApp({ loginAttemptsPerMinute: 2, clock: midMinute });
    try {
      const attempt = (client: string) => signInFrom(limited, '0711111111', '1234', client);
      expect((await attempt('41.90.1.2')).statusCode).toBe(401);
      expect((await attempt('41.90.1.3')).statusCode).toBe(401);
      expect((await attempt('41.90.1.4')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
