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

const lockedFor15 = 'Too many wrong PINs. Your account is locked for 15 minutes; try again later.';

function burst(phonenumber: string, pins: string[]) {
  return Promise.all(pins.map((pin) => signIn(t.app, phonenumber, pin)));
}

function statuses(responses: { statusCode: number }[]) {
  return responses.map((response) => response.statusCode);
}

function guardOf(phonenumber: string) {
  return t.db
    .selectFrom('pin_guards')
    .selectAll()
    .where('phonenumber', '=', phonenumber)
    .executeTakeFirst();
}

describe('wrong PINs sent at the same moment', () => {
  it('30 parallel wrong PINs: at most five are checked, then the right PIN answers 423', async () => {
    const { body } = await signUp(t.app);
    const responses = await burst(body.phonenumber, Array(30).fill('0000'));

    const codes = statuses(responses);
    expect(codes.every((code) => code === 401 || code === 423)).toBe(true);
    // Five attempts were counted and checked: four answered 401, the one that locked 423.
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(4);
    expect(codes.filter((code) => code === 423).length).toBeGreaterThanOrEqual(26);
    expect(await guardOf(body.phonenumber)).toMatchObject({
      failures: 5,
      locked_until: '2026-03-02T06:15:00.000Z',
    });

    const right = await signIn(t.app, body.phonenumber, body.pin);
    expect(right.statusCode).toBe(423);
    expect(right.json().error).toEqual({
      key: 'error.pinLocked',
      params: {
        count: 15,
      },
      code: 'locked',
      message: lockedFor15,
    });
  });

  it('five wrong PINs at once, then the right one: refused', async () => {
    const { body } = await signUp(t.app);
    await burst(body.phonenumber, Array(5).fill('0000'));
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(423);
  });

  it('the right PIN inside 29 wrong ones signs in only if among the first five checked', async () => {
    const { body } = await signUp(t.app);
    const pins = Array<string>(30).fill('0000');
    pins[17] = body.pin;
    const responses = await burst(body.phonenumber, pins);
    const right = responses[17]!;
    if (right.statusCode === 200) {
      // Counted among the first five and checked before a wrong one locked the phone.
      const me = await t.app.inject({ url: '/api/auth/user', headers: authed(right.json().token) });
      expect(me.statusCode).toBe(200);
    } else {
      expect(right.statusCode).toBe(423);
      expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(423);
    }
  });

  it('four wrong PINs one after another, then the right one signs in', async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < 4; i++) {
      expect((await signIn(t.app, body.phonenumber, '0000')).statusCode).toBe(401);
    }
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(200);
    expect(await guardOf(body.phonenumber)).toMatchObject({ failures: 0, locked_until: null });
  });

  it('five attempts still being checked refuse a sixth; a minute later they are stale', async () => {
    const { body } = await signUp(t.app);
    // Five attempts counted a moment ago whose checks never finished (a server crashed).
    await t.db
      .insertInto('pin_guards')
      .values({
        phonenumber: body.phonenumber,
        failures: 5,
        locked_until: null,
        last_attempt_at: time.clock().toISOString(),
      })
      .execute();
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(423);
    time.advanceMinutes(1);
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(200);
  });
});

describe('unknown and registered phones', () => {
  it('get the same status and body for attempts 1 to 7, and both unlock after 15 minutes', async () => {
    const { body } = await signUp(t.app);
    const unknown = '0798765432';
    for (let attempt = 1; attempt <= 7; attempt++) {
      const registered = await signIn(t.app, body.phonenumber, '0000');
      const stranger = await signIn(t.app, unknown, '0000');
      expect(stranger.statusCode, `attempt ${attempt}`).toBe(registered.statusCode);
      expect(stranger.json(), `attempt ${attempt}`).toEqual(registered.json());
      expect(registered.statusCode).toBe(attempt < 5 ? 401 : 423);
    }
    time.advanceMinutes(15);
    const registered = await signIn(t.app, body.phonenumber, '0000');
    const stranger = await signIn(t.app, unknown, '0000');
    expect([registered.statusCode, stranger.statusCode]).toEqual([401, 401]);
    expect(stranger.json()).toEqual(registered.json());
  });

  it('take about the same time: an unknown phone is checked against a decoy hash', async () => {
    const { body } = await signUp(t.app);
    const unknown = '0798765433';
    const timed = async (phonenumber: string) => {
      const started = performance.now();
      await signIn(t.app, phonenumber, '0000');
      return performance.now() - started;
    };
    await timed(unknown); // the decoy hash is made once
    // Medians of alternating pairs: on a busy machine one request can wait on a disk sync
    // (a registered phone's wrong PIN is also written to the activity log), and a sum would
    // let that one wait decide. Every check timed runs in full: the unknown phone's fifth
    // wrong PIN (with the first, untimed) locks it only once it has been checked.
    const registered: number[] = [];
    const stranger: number[] = [];
    for (let i = 0; i < 4; i++) {
      registered.push(await timed(body.phonenumber));
      stranger.push(await timed(unknown));
    }
    const median = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return (sorted[1]! + sorted[2]!) / 2;
    };
    // Both run one Argon2 check (tens of milliseconds); a lookup alone would be ~1 ms.
    expect(median(stranger)).toBeGreaterThan(median(registered) / 3);
  });
});

describe('guessing the current PIN with a session', () => {
  function changePin(token: string, currentpin: string) {
    return t.app.inject({
      method: 'PUT',
      url: '/api/user/user-pin',
      headers: authed(token),
      payload: { currentpin, newpin: '8642' },
    });
  }

  it('counts wrong current PINs toward the lock: then sign-in is locked too', async () => {
    const { body, token } = await signUp(t.app, { pin: '1357' });
    for (let i = 0; i < 4; i++) {
      const wrong = await changePin(token, '0000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ currentpin: 'The current pin is wrong' });
    }
    const fifth = await changePin(token, '0000');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error.message).toBe(lockedFor15);

    expect((await changePin(token, '1357')).statusCode).toBe(423);
    expect((await signIn(t.app, body.phonenumber, '1357')).statusCode).toBe(423);
    // The PIN did not change.
    time.advanceMinutes(15);
    expect((await signIn(t.app, body.phonenumber, '1357')).statusCode).toBe(200);
  });

  it('counts parallel guesses one by one', async () => {
    const { token } = await signUp(t.app, { pin: '1357' });
    const responses = await Promise.all(Array.from({ length: 12 }, () => changePin(token, '0000')));
    expect(statuses(responses).filter((code) => code === 400).length).toBeLessThanOrEqual(4);
    expect((await changePin(token, '1357')).statusCode).toBe(423);
  });
});
