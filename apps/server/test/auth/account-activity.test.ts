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

interface Entry {
  kind: string;
  userid: string | null;
  username: string;
  role: string;
  summary: string;
  details: Record<string, unknown>;
  ip: string | null;
}

/** The owner's log, oldest first. */
async function activity(token: string): Promise<Entry[]> {
  const response = await t.app.inject({ url: '/api/activity?limit=500', headers: authed(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().activity as Entry[]).reverse();
}

const kinds = async (token: string) => (await activity(token)).map((entry) => entry.kind);

function put(url: string, token: string, payload: object) {
  return t.app.inject({ method: 'PUT', url, headers: authed(token), payload });
}

describe('the activity of sign-in and of one’s own account', () => {
  it('records sign-in, failures, the lock and sign-out as the user, from the request', async () => {
    const owner = await signUp(t.app, { firstname: 'Amina', lastname: 'Wanjiru' });
    const { phonenumber, pin } = owner.body;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phonenumber, pin },
      headers: { 'user-agent': 'Vitest phone' },
    });
    for (let i = 0; i < 5; i++) await signIn(t.app, phonenumber, '0000');
    await signIn(t.app, phonenumber, pin); // refused while locked: no entry
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authed(signedIn.json().token),
    });

    const entries = await activity(owner.token);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'signin',
      ...Array(5).fill('signin_failed'),
      'signin_locked',
      'signout',
    ]);
    expect(entries[0]).toMatchObject({
      userid: owner.user.userid,
      username: 'Amina Wanjiru',
      role: 'owner',
      summary: 'Signed in',
      ip: '127.0.0.1',
    });
    expect(entries[6]!.summary).toBe('Sign-in locked for 15 minutes after 5 wrong PINs');
    expect(JSON.stringify(entries.map((e) => [e.summary, e.details]))).not.toContain(pin);
  });

  it('records nothing for an unknown phone', async () => {
    const before = await t.db.selectFrom('activity_log').select('id').execute();
    for (let i = 0; i < 6; i++) await signIn(t.app, '0798111222', '0000');
    expect(await t.db.selectFrom('activity_log').select('id').execute()).toEqual(before);
  });

  it('records profile, PIN and status changes with their before and after, never a PIN', async () => {
    const owner = await signUp(t.app, { firstname: 'Amina', lastname: 'Wanjiru', pin: '1357' });
    const { token, body } = owner;
    await put('/api/user/user-profile', token, { ...profileOf(body), firstname: 'Wanjiku' });
    await put('/api/user/user-pin', token, { currentpin: '0000', newpin: '2468' });
    await put('/api/user/user-pin', token, { currentpin: '1357', newpin: '2468' });
    await put('/api/user/user-deactivation', token, { status: 'inactive', currentpin: '2468' });
    await put('/api/user/user-deactivation', token, { status: 'active' });

    const entries = await activity(token);
    expect(entries.map((entry) => [entry.kind, entry.summary])).toEqual([
      ['profile_updated', 'Updated their profile: first name: Amina → Wanjiku'],
      ['pin_change_failed', 'Wrong current PIN entered'],
      ['pin_changed', 'Changed their PIN'],
      ['status_changed', 'Changed the account status from active to inactive'],
      ['status_changed', 'Changed the account status from inactive to active'],
    ]);
    // Named as they were when acting.
    expect(entries[0]).toMatchObject({ username: 'Amina Wanjiru', role: 'owner' });
    expect(entries[1]).toMatchObject({ username: 'Wanjiku Wanjiru', role: 'owner' });
    const text = JSON.stringify(entries.map((entry) => [entry.summary, entry.details]));
    for (const secret of ['1357', '2468']) expect(text).not.toContain(secret);
  });

  it('records nothing when the change fails', async () => {
    const other = await signUp(t.app);
    const { token, body } = await signUp(t.app);
    const taken = await put('/api/user/user-profile', token, {
      ...profileOf(body),
      phonenumber: other.body.phonenumber,
    });
    // A new phone needs its code first (POST /api/user/phone-change).
    expect(taken.statusCode).toBe(400);
    const noPin = await put('/api/user/user-deactivation', token, { status: 'inactive' });
    expect(noPin.statusCode).toBe(400);
    expect(await kinds(token)).toEqual([]);
  });

  it('records Forgot PIN when a code is sent, and the reset', async () => {
    const { token, body } = await signUp(t.app);
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-pin',
        payload: { phonenumber: body.phonenumber },
      });
    await forgot();
    await forgot(); // within the minute: nothing sent, nothing recorded
    const code = /Your code is (\d{6})/.exec(t.accountMessages.at(-1)!.text)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phonenumber: body.phonenumber, code, newpin: '8080' },
    });
    expect(reset.statusCode).toBe(200);
    // The old session ended with the reset: the new one reads the log.
    expect(await t.app.inject({ url: '/api/activity', headers: authed(token) })).toMatchObject({
      statusCode: 401,
    });
    const entries = await activity(reset.json().token);
    expect(entries.map((entry) => entry.kind)).toEqual(['pin_forgot', 'pin_reset']);
    expect(JSON.stringify(entries.map((e) => [e.summary, e.details]))).not.toContain(code);
  });

  it('refuses members the log with 403', async () => {
    const owner = await signUp(t.app);
    const member = await memberToken(t.db, owner.user.organizationid, time.clock, 'accountant');
    const response = await t.app.inject({ url: '/api/activity', headers: authed(member) });
    expect(response.statusCode).toBe(403);
  });
});

function profileOf(body: {
  firstname: string;
  lastname: string;
  phonenumber: string;
  email: string;
}) {
  const { firstname, lastname, phonenumber, email } = body;
  return { firstname, lastname, phonenumber, email };
}
