import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn, signUp } from '../helpers/accounts.js';
import { createTestApp, lastCodeSentTo, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// Accounts older than verified phones (migration 0033) confirm their phone by code once:
// sign-in keeps working for 30 days and says a confirmation is due; after that it needs the code.

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const days = (n: number) => n * 24 * 60;

/** An account as the migration leaves it: confirmation due in 30 days. */
async function migratedAccount() {
  time.advanceMinutes(2);
  const account = await signUp(t.app);
  const due = new Date(time.clock().getTime() + days(30) * 60_000).toISOString();
  await t.db
    .updateTable('users')
    .set({ phone_confirm_due_at: due })
    .where('id', '=', account.user.userid)
    .execute();
  return { ...account, due };
}

function login(phonenumber: string, pin: string, code?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: code ? { phonenumber, pin, code } : { phonenumber, pin },
  });
}

describe('confirming the phone of an older account', () => {
  it('signs in during the grace, telling the app a confirmation is due; the code clears it', async () => {
    const { body, due } = await migratedAccount();
    const signedIn = await signIn(t.app, body.phonenumber, body.pin);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.phoneconfirmdue).toBe(due);
    const token = signedIn.json().token;

    await t.app.inject({
      method: 'POST',
      url: '/api/user/phone-confirmation',
      headers: authed(token),
    });
    const code = lastCodeSentTo(t.app, body.phonenumber)!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/phone-confirmation/verify',
      headers: authed(token),
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.phoneconfirmdue).toBeUndefined();
    // Once: never asked again, not even after the grace.
    time.advanceMinutes(days(31));
    const later = await signIn(t.app, body.phonenumber, body.pin);
    expect(later.statusCode).toBe(200);
    expect(later.json().user.phoneconfirmdue).toBeUndefined();
  });

  it('after the grace, needs the code sent to the phone: the PIN alone is refused', async () => {
    const { body } = await migratedAccount();
    time.advanceMinutes(days(30) + 1);
    const first = await login(body.phonenumber, body.pin);
    expect(first.statusCode).toBe(403);
    expect(first.json().error.fields.code).toBe(
      'Confirm your phone number: enter the code we sent to it by SMS to sign in.',
    );
    expect(first.body).not.toContain('token');
    const code = lastCodeSentTo(t.app, body.phonenumber)!;

    expect((await login(body.phonenumber, body.pin, otherThan(code))).statusCode).toBe(400);
    // A wrong PIN with the right code is still a wrong PIN.
    expect((await login(body.phonenumber, '9999', code)).statusCode).toBe(401);
    const done = await login(body.phonenumber, body.pin, code);
    expect(done.statusCode).toBe(200);
    expect(done.json().user.phoneconfirmdue).toBeUndefined();
    expect((await login(body.phonenumber, body.pin)).statusCode).toBe(200);
  });
});
