import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@rental/shared/schemas/auth';
import { authed, signIn, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const currentUser = (token?: string) =>
  t.app.inject({ url: '/api/auth/user', headers: token ? authed(token) : {} });

describe('sessions', () => {
  it('refuses guarded calls without a token, or with an unknown one', async () => {
    const none = await currentUser();
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toEqual({
      key: 'error.signInRequired',
      code: 'unauthorized',
      message: 'Please sign in to continue',
    });

    const unknown = await currentUser('not-a-real-token');
    expect(unknown.statusCode).toBe(401);
  });

  it('greets a new user once: the session of sign-up is not returning, later ones are', async () => {
    const { token, user, body } = await signUp(t.app);
    expect(user.returning).toBe(false);
    expect((await currentUser(token)).json().user.returning).toBe(false);

    time.advanceDays(1);
    const again = (await signIn(t.app, body.phonenumber, body.pin)).json<SessionResponse>();
    expect(again.user.returning).toBe(true);
    expect((await currentUser(again.token)).json().user.returning).toBe(true);
    // The first session stays what it was: it began before any other.
    expect((await currentUser(token)).json().user.returning).toBe(false);
  });

  it('stores only a hash of the token', async () => {
    const { token, user } = await signUp(t.app);
    const rows = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.userid)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sign-out ends the session on the server', async () => {
    const { token } = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authed(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await currentUser(token)).statusCode).toBe(401);
  });

  it('signing out one device leaves the others signed in', async () => {
    const { body, token: first } = await signUp(t.app);
    const second = (await signIn(t.app, body.phonenumber, body.pin)).json().token;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authed(first) });
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('expires after 30 days unused, and each use pushes the end back', async () => {
    const { token: used } = await signUp(t.app);
    const { token: idle } = await signUp(t.app);

    time.advanceDays(20);
    expect((await currentUser(used)).statusCode).toBe(200);
    time.advanceDays(20);
    expect((await currentUser(used)).statusCode).toBe(200);

    const expired = await currentUser(idle);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe('Your session has ended. Please sign in again.');
  });
});
