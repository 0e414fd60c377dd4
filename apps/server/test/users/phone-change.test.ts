import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn, signUp, signupBody } from '../helpers/accounts.js';
import { createTestApp, lastCodeSentTo, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

function post(url: string, token: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: authed(token), payload });
}

const requestChange = (token: string, phonenumber: string, pin: string) =>
  post('/api/user/phone-change', token, { phonenumber, pin });
const verifyChange = (token: string, phonenumber: string, code: string) =>
  post('/api/user/phone-change/verify', token, { phonenumber, code });

async function phoneOf(userId: string) {
  const row = await t.db
    .selectFrom('users')
    .select('phonenumber')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.phonenumber;
}

describe('changing the phone number', () => {
  it('needs the current PIN and the code sent to the NEW phone', async () => {
    time.advanceMinutes(2);
    const { token, body, user } = await signUp(t.app);
    const newPhone = signupBody().phonenumber;

    const started = await requestChange(token, newPhone, body.pin);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ verification: 'sms', phonenumber: newPhone });
    const code = lastCodeSentTo(t.app, newPhone)!;
    expect(code).toMatch(/^\d{6}$/);
    // Nothing changed yet, and the old phone got no code for it.
    expect(await phoneOf(user.userid)).toBe(body.phonenumber);
    expect(lastCodeSentTo(t.app, body.phonenumber)).not.toBe(code);

    const verified = await verifyChange(token, newPhone, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.userProfile.phonenumber).toBe(newPhone);
    expect((await signIn(t.app, newPhone, body.pin)).statusCode).toBe(200);
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(401);
    // The change is in the activity log, without the code.
    const entries = await t.db
      .selectFrom('activity_log')
      .selectAll()
      .where('organization_id', '=', user.organizationid)
      .where('kind', '=', 'profile_updated')
      .execute();
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).toContain(newPhone);
    expect(JSON.stringify(entries)).not.toContain(code);
  });

  it('refuses a wrong current PIN (counted), and sends nothing', async () => {
    time.advanceMinutes(2);
    const { token } = await signUp(t.app, { pin: '1234' });
    const newPhone = signupBody().phonenumber;
    const response = await requestChange(token, newPhone, '9999');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.pin).toBe('The current pin is wrong');
    expect(lastCodeSentTo(t.app, newPhone)).toBeUndefined();
  });

  it('refuses a wrong code, a code for another phone and a code of another user', async () => {
    time.advanceMinutes(2);
    const me = await signUp(t.app);
    const someone = await signUp(t.app);
    const myNew = signupBody().phonenumber;
    const theirNew = signupBody().phonenumber;
    await requestChange(me.token, myNew, me.body.pin);
    await requestChange(someone.token, theirNew, someone.body.pin);
    const myCode = lastCodeSentTo(t.app, myNew)!;
    const theirCode = lastCodeSentTo(t.app, theirNew)!;

    expect((await verifyChange(me.token, myNew, otherThan(myCode))).statusCode).toBe(400);
    if (theirCode !== myCode) {
      expect((await verifyChange(me.token, myNew, theirCode)).statusCode).toBe(400);
    }
    // My code, but for a phone it was not sent to.
    expect((await verifyChange(me.token, theirNew, myCode)).statusCode).toBe(400);
    expect(await phoneOf(me.user.userid)).toBe(me.body.phonenumber);
    expect((await verifyChange(me.token, myNew, myCode)).statusCode).toBe(200);
  });

  it('counts wrong codes like wrong PINs: five lock the phone', async () => {
    time.advanceMinutes(2);
    const { token, body } = await signUp(t.app);
    const newPhone = signupBody().phonenumber;
    await requestChange(token, newPhone, body.pin);
    const code = lastCodeSentTo(t.app, newPhone)!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => verifyChange(token, newPhone, otherThan(code))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      400, 400, 400, 400, 423, 423,
    ]);
    expect((await verifyChange(token, newPhone, code)).statusCode).toBe(423);
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(423);
  });

  it('refuses a phone another account holds, and the phone one already has', async () => {
    time.advanceMinutes(2);
    const { token, body } = await signUp(t.app);
    const { body: other } = await signUp(t.app);
    expect((await requestChange(token, other.phonenumber, body.pin)).statusCode).toBe(409);
    expect((await requestChange(token, body.phonenumber, body.pin)).statusCode).toBe(400);
  });
});
