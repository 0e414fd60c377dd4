import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an organization's users", () => {
  it('lists only the caller’s organization, in the spec’s shape', async () => {
    const landlord = await signUp(t.app, { firstname: 'Achieng', lastname: 'Odhiambo' });
    await signUp(t.app, { firstname: 'Other', lastname: 'Landlord' });

    const response = await t.app.inject({
      url: '/api/users/all-users',
      headers: authed(landlord.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: [
        {
          userid: landlord.user.userid,
          userdata: { firstname: 'Achieng', lastname: 'Odhiambo' },
        },
      ],
    });
  });

  it("answers 404 for another organization's user", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);

    const own = await t.app.inject({
      url: `/api/users/all-users/${a.user.userid}`,
      headers: authed(a.token),
    });
    expect(own.statusCode).toBe(200);

    const other = await t.app.inject({
      url: `/api/users/all-users/${a.user.userid}`,
      headers: authed(b.token),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toEqual({
      key: 'error.userNotFound',
      code: 'not_found',
      message: 'User not found',
    });
  });

  it("cannot change another organization's user: changes apply to the caller only", async () => {
    const a = await signUp(t.app, { firstname: 'Baraka' });
    const b = await signUp(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/user-deactivation',
      headers: authed(b.token),
      payload: { status: 'inactive', userid: a.user.userid },
    });
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(a.token) });
    expect(me.json().user.userProfile.status).toBe('active');
  });
});
