import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function setStatus(token: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/user-deactivation',
    headers: authed(token),
    payload,
  });
}

async function statusOf(token: string) {
  const me = await t.app.inject({ url: '/api/auth/user', headers: authed(token) });
  return me.json().user.userProfile.status;
}

describe('deactivating needs the current PIN', () => {
  it('refuses a missing PIN with 400 on currentpin and changes nothing', async () => {
    const { token } = await signUp(t.app);
    const response = await setStatus(token, { status: 'inactive' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation',
      fields: { currentpin: 'Please enter your 4 digit pin' },
    });
    expect(await statusOf(token)).toBe('active');
  });

  it('refuses a wrong PIN on currentpin, counting it toward the lock', async () => {
    const { token, body } = await signUp(t.app);
    const wrong = await setStatus(token, { status: 'inactive', currentpin: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentpin: 'The current pin is wrong' });
    expect(await statusOf(token)).toBe('active');

    for (let i = 0; i < 4; i++) await setStatus(token, { status: 'inactive', currentpin: '0000' });
    const locked = await setStatus(token, { status: 'inactive', currentpin: body.pin });
    expect(locked.statusCode).toBe(423);
    expect((await signIn(t.app, body.phonenumber, body.pin)).statusCode).toBe(423);
    expect(await statusOf(token)).toBe('active');
  });

  it('deactivates with the right PIN; activating needs none', async () => {
    const { token, body } = await signUp(t.app);
    const off = await setStatus(token, { status: 'inactive', currentpin: body.pin });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().user.userProfile.status).toBe('inactive');
    const on = await setStatus(token, { status: 'active' });
    expect(on.statusCode).toBe(200);
    expect(on.json().user.userProfile.status).toBe('active');
  });
});
