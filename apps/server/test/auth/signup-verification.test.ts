import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signupBody, verifySignup } from '../helpers/accounts.js';
import { createTestApp, lastCodeSentTo, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const codeWrong = 'The code is wrong or has expired. Ask for a new one.';
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

function postSignup(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/user/signup', payload });
}

async function count(table: 'users' | 'organizations' | 'sessions') {
  const row = await t.db
    .selectFrom(table)
    .select(t.db.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('sign-up with a code sent to the phone', () => {
  it('creates nothing until the code is entered; the SMS carries the code, the answer never', async () => {
    const before = [await count('users'), await count('organizations'), await count('sessions')];
    const body = signupBody({ language: 'sw' });
    const started = await postSignup(body);

    expect(started.statusCode).toBe(202);
    const code = lastCodeSentTo(t.app, body.phonenumber)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(started.body).not.toContain(code);
    expect(t.accountMessages.at(-1)!.text).toContain('kukamilisha usajili');
    expect([await count('users'), await count('organizations'), await count('sessions')]).toEqual(
      before,
    );
    // Signing in with the PIN of a sign-up not yet verified fails like an unknown phone.
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(401);
    // Only the hash of the code and of the PIN is kept.
    const pending = await t.db
      .selectFrom('signup_requests')
      .selectAll()
      .where('phonenumber', '=', body.phonenumber)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(pending)).not.toContain(code);
    expect(pending.pin_hash).toMatch(/^\$argon2id\$/);

    const verified = await verifySignup(t.app, body.phonenumber, code);
    expect(verified.statusCode).toBe(201);
    expect(verified.json().user.language).toBe('sw');
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(200);
    // The code is used once.
    expect((await verifySignup(t.app, body.phonenumber, code)).statusCode).toBe(400);
  });

  it('refuses the code of another sign-up, and a wrong code, alike', async () => {
    const mine = signupBody();
    const theirs = signupBody();
    await postSignup(mine);
    await postSignup(theirs);
    const theirCode = lastCodeSentTo(t.app, theirs.phonenumber)!;
    const myCode = lastCodeSentTo(t.app, mine.phonenumber)!;

    const withTheirs = await verifySignup(t.app, mine.phonenumber, theirCode);
    const wrong = await verifySignup(t.app, mine.phonenumber, otherThan(myCode));
    for (const answer of [withTheirs, wrong]) {
      if (theirCode === myCode) continue; // one chance in a million
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(codeWrong);
    }
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('phonenumber', '=', mine.phonenumber)
        .execute(),
    ).toEqual([]);
    expect((await verifySignup(t.app, mine.phonenumber, myCode)).statusCode).toBe(201);
  });

  it('lets anyone ask for a phone; the first right code owns it and the other sign-up then fails', async () => {
    time.advanceMinutes(2);
    const phonenumber = signupBody().phonenumber;
    await postSignup(signupBody({ phonenumber, firstname: 'Stranger', pin: '1111' }));
    const strangersCode = lastCodeSentTo(t.app, phonenumber)!;
    time.advanceMinutes(1);
    const owner = await postSignup(signupBody({ phonenumber, firstname: 'Owner', pin: '2222' }));
    expect(owner.statusCode).toBe(202);
    const ownersCode = lastCodeSentTo(t.app, phonenumber)!;

    const verified = await verifySignup(t.app, phonenumber, ownersCode);
    expect(verified.statusCode).toBe(201);
    expect(verified.json().user.userProfile.firstname).toBe('Owner');
    expect((await verifySignup(t.app, phonenumber, strangersCode)).statusCode).toBe(400);
    expect((await signIn(t.app, phonenumber, '2222')).statusCode).toBe(200);
  });

  it('counts wrong codes like wrong PINs: five lock the phone, the right code included', async () => {
    const body = signupBody();
    await postSignup(body);
    const code = lastCodeSentTo(t.app, body.phonenumber)!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => verifySignup(t.app, body.phonenumber, otherThan(code))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(statuses.filter((status) => status === 423)).toHaveLength(2);
    expect((await verifySignup(t.app, body.phonenumber, code)).statusCode).toBe(423);
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('phonenumber', '=', body.phonenumber)
        .execute(),
    ).toEqual([]);
  });

  it('makes one account from one code however many verify at once', async () => {
    const body = signupBody();
    await postSignup(body);
    const code = lastCodeSentTo(t.app, body.phonenumber)!;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => verifySignup(t.app, body.phonenumber, code)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400]);
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('phonenumber', '=', body.phonenumber)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('sends one code a minute and five an hour per phone, still answering 202', async () => {
    time.advanceMinutes(61);
    const body = signupBody();
    const sent = () => t.accountMessages.filter((m) => m.to === `+254${body.phonenumber.slice(1)}`);
    expect((await postSignup(body)).statusCode).toBe(202);
    expect((await postSignup(body)).statusCode).toBe(202);
    expect(sent()).toHaveLength(1);
    for (let i = 0; i < 6; i++) {
      time.advanceMinutes(1);
      expect((await postSignup(body)).statusCode).toBe(202);
    }
    expect(sent().length).toBeLessThanOrEqual(5);
  });
});
