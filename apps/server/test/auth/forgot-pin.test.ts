import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn, signUp } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const codeWrong = 'The code is wrong or has expired. Ask for a new one.';

function forgotPin(phonenumber: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/forgot-pin', payload: { phonenumber } });
}

function resetPin(phonenumber: string, code: string, newpin: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-pin',
    payload: { phonenumber, code, newpin },
  });
}

/** The Forgot PIN codes sent to a phone by the platform SMS account, oldest first. */
function codesSentTo(phonenumber: string) {
  return t.accountMessages
    .filter((message) => message.to === `+254${phonenumber.slice(1)}`)
    .filter((message) => message.text.includes('to set a new PIN'))
    .map((message) => /Your code is (\d{6})\./.exec(message.text)![1]!);
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/auth/forgot-pin', () => {
  it('answers 202 alike for a registered and an unknown phone; only the registered one gets a code', async () => {
    const { body, user } = await signUp(t.app);
    const sentBefore = t.accountMessages.length;
    const registered = await forgotPin(body.phonenumber);
    const unknown = await forgotPin('0798000001');

    expect([registered.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.json()).toEqual(registered.json());
    expect(registered.json().message).toMatch(/^If this phone number has an account/);
    expect(t.accountMessages.length).toBe(sentBefore + 1);
    const [code] = codesSentTo(body.phonenumber);
    expect(t.accountMessages.at(-1)!.text).toBe(
      `Rental Manager: Your code is ${code}. Use it within 10 minutes to set a new PIN. ` +
        'If you did not ask for it, ignore this SMS.',
    );

    // Only sha256(id:code) is stored, and the tenant outbox never sees the code.
    const row = await t.db
      .selectFrom('pin_reset_codes')
      .selectAll()
      .where('user_id', '=', user.userid)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toBe(createHash('sha256').update(`${row.id}:${code}`).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(await t.db.selectFrom('sms_messages').select('id').execute()).toEqual([]);
  });

  it('limits codes to one a minute and five an hour, still answering 202', async () => {
    const { body } = await signUp(t.app);
    const answers = [];
    answers.push(await forgotPin(body.phonenumber));
    answers.push(await forgotPin(body.phonenumber)); // within the minute: nothing sent
    expect(codesSentTo(body.phonenumber)).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      time.advanceMinutes(1);
      answers.push(await forgotPin(body.phonenumber));
    }
    // Five in the hour: the sixth request a minute later sent nothing.
    expect(codesSentTo(body.phonenumber)).toHaveLength(5);
    expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    // The last code sent still works after the refused request.
    const last = codesSentTo(body.phonenumber).at(-1)!;
    time.advanceMinutes(55);
    await forgotPin(body.phonenumber);
    expect(codesSentTo(body.phonenumber)).toHaveLength(6);
    expect((await resetPin(body.phonenumber, last, '2580')).json().error.message).toBe(codeWrong);
    const fresh = codesSentTo(body.phonenumber).at(-1)!;
    expect((await resetPin(body.phonenumber, fresh, '2580')).statusCode).toBe(200);
  });

  it('sends several requests at once only one code', async () => {
    const { body } = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => forgotPin(body.phonenumber)));
    expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    expect(codesSentTo(body.phonenumber)).toHaveLength(1);
  });
});

describe('POST /api/auth/reset-pin', () => {
  it('sets the new PIN, ends every session, signs in, and shows the code nowhere', async () => {
    const { body, token } = await signUp(t.app, { pin: '1111' });
    const otherDevice = (await signIn(t.app, body.phonenumber, '1111')).json().token;
    const asked = await forgotPin(body.phonenumber);
    const [code] = codesSentTo(body.phonenumber);

    const reset = await resetPin(body.phonenumber, code!, '2468');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user.userProfile.phonenumber).toBe(body.phonenumber);
    for (const old of [token, otherDevice]) {
      expect((await t.app.inject({ url: '/api/auth/user', headers: authed(old) })).statusCode).toBe(
        401,
      );
    }
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(reset.json().token) });
    expect(me.statusCode).toBe(200);
    expect((await signIn(t.app, body.phonenumber, '1111')).statusCode).toBe(401);
    expect((await signIn(t.app, body.phonenumber, '2468')).statusCode).toBe(200);

    const again = await resetPin(body.phonenumber, code!, '1357');
    expect(again.json().error).toEqual({
      key: 'pinReset.codeWrong',
      code: 'validation',
      message: codeWrong,
      fields: { code: codeWrong },
    });
    for (const response of [asked, reset, again, me]) expect(response.body).not.toContain(code);
  });

  it('works while the phone is locked, and lifts the lock', async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < 5; i++) await signIn(t.app, body.phonenumber, '0000');
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(423);

    expect((await forgotPin(body.phonenumber)).statusCode).toBe(202);
    const [code] = codesSentTo(body.phonenumber);
    expect((await resetPin(body.phonenumber, code!, '9753')).statusCode).toBe(200);
    expect((await signIn(t.app, body.phonenumber, '9753')).statusCode).toBe(200);
  });

  it('gives wrong, unknown-phone and expired codes one answer, and expires after 10 minutes', async () => {
    const { body } = await signUp(t.app);
    await forgotPin(body.phonenumber);
    const [code] = codesSentTo(body.phonenumber);
    const wrong = await resetPin(body.phonenumber, otherThan(code!), '2468');
    const unknown = await resetPin('0798000002', code!, '2468');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.fields).toEqual({ code: codeWrong });

    time.advanceMinutes(10);
    const expired = await resetPin(body.phonenumber, code!, '2468');
    expect(expired.json()).toEqual(wrong.json());
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(200);
  });

  it('counts at most 5 wrong codes however many arrive at once; then the code is dead', async () => {
    const { body } = await signUp(t.app);
    await forgotPin(body.phonenumber);
    const [code] = codesSentTo(body.phonenumber);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => resetPin(body.phonenumber, otherThan(code!), '2468')),
    );
    expect(responses.every((response) => response.statusCode === 400)).toBe(true);
    const row = await t.db
      .selectFrom('pin_reset_codes')
      .innerJoin('users', 'users.id', 'pin_reset_codes.user_id')
      .select('pin_reset_codes.failed_attempts')
      .where('users.phonenumber', '=', body.phonenumber)
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(5);
    expect((await resetPin(body.phonenumber, code!, '2468')).json().error.message).toBe(codeWrong);
  });

  it('works for a member too', async () => {
    const owner = await signUp(t.app);
    const token = await memberToken(t.db, owner.user.organizationid, time.clock);
    const member = (await t.app.inject({ url: '/api/auth/user', headers: authed(token) })).json()
      .user.userProfile;
    await forgotPin(member.phonenumber);
    const [code] = codesSentTo(member.phonenumber);
    const reset = await resetPin(member.phonenumber, code!, '4826');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user.role).toBe('manager');
    expect((await signIn(t.app, member.phonenumber, '4826')).statusCode).toBe(200);
  });

  it('validates the phone, the 6-digit code and the 4-digit PIN', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phonenumber: '07', code: '12', newpin: 'ab' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'code',
      'newpin',
      'phonenumber',
    ]);
  });
});
