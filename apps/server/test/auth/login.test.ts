import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in with phone and PIN and returns a working token', async () => {
    const { body, user } = await signUp(t.app, { firstname: 'Kamau' });
    const response = await signIn(t.app, body.phonenumber, body.pin);

    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.user.userid).toBe(user.userid);
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(session.token) });
    expect(me.json().user.userProfile.firstname).toBe('Kamau');
  });

  it('gives an unknown phone and a wrong PIN the same answer', async () => {
    const { body } = await signUp(t.app);
    const wrongPin = await signIn(t.app, body.phonenumber, '9999');
    const unknownPhone = await signIn(t.app, '0799999999', body.pin);

    expect(wrongPin.statusCode).toBe(401);
    expect(unknownPhone.statusCode).toBe(401);
    expect(wrongPin.json()).toEqual(unknownPhone.json());
    expect(wrongPin.json().error.message).toBe('Wrong phone number or PIN');
  });

  it('validates the login body with the sign-up rules', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phonenumber: '12345', pin: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      phonenumber: 'Phone number should start with 0',
      pin: 'Your pin should be 4 digit',
    });
  });

  it('locks the account for 15 minutes after five wrong PINs in a row', async () => {
    const { body } = await signUp(t.app);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await signIn(t.app, body.phonenumber, '0000')).statusCode).toBe(401);
    }
    const fifth = await signIn(t.app, body.phonenumber, '0000');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error.message).toBe(
      'Too many wrong PINs. Your account is locked for 15 minutes; try again later.',
    );

    // Even the right PIN is refused while locked.
    const rightPinWhileLocked = await signIn(t.app, body.phonenumber, body.pin);
    expect(rightPinWhileLocked.statusCode).toBe(423);
    time.advanceMinutes(14);
    expect((await signIn(t.app, body.phonenumber, body.pin)).json().error.message).toContain(
      'locked for 1 minute;',
    );

    time.advanceMinutes(1);
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(200);
  });

  it('counts wrong PINs only in a row: a good sign-in resets the count', async () => {
    const { body } = await signUp(t.app);
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(t.app, body.phonenumber, '1111');
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await signIn(t.app, body.phonenumber, '1111')).statusCode).toBe(401);
    }
  });
});

describe('sign-in rate limit per IP', () => {
  it('answers 429 once an address exceeds its attempts for the minute', async () => {
    // The limits count in fixed minutes: on the wall clock a minute could start mid-test.
    const limitTime = testClock(new Date('2026-03-02T06:00:10.000Z'));
    const limited = await createTestApp({ loginAttemptsPerMinute: 3, clock: limitTime.clock });
    try {
      const attempt = (phonenumber = '0711111111') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phonenumber, pin: '1234' },
          remoteAddress: '10.1.2.3',
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('rate_limited');
      expect(blocked.json().error.message).toMatch(
        /^Too many attempts from this network\. Try again in/,
      );

      const otherAddress = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phonenumber: '0711111111', pin: '1234' },
        remoteAddress: '10.9.9.9',
      });
      expect(otherAddress.statusCode).toBe(401);

      // The next minute lets the address try again (another phone: this one is now locked).
      limitTime.advanceMinutes(1);
      expect((await attempt('0722222222')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
