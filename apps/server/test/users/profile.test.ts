import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn, signUp, signupBody } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function put(url: string, token: string, payload: object) {
  return t.app.inject({ method: 'PUT', url, headers: authed(token), payload });
}

describe('PUT /api/user/user-profile', () => {
  it('updates the profile and answers with the new user', async () => {
    const { token, body } = await signUp(t.app);
    const changes = { ...body, firstname: 'Wanjiku', email: 'wanjiku@example.co.ke' };
    const profile = {
      firstname: changes.firstname,
      lastname: changes.lastname,
      phonenumber: changes.phonenumber,
      email: changes.email,
    };
    const response = await put('/api/user/user-profile', token, profile);

    expect(response.statusCode).toBe(200);
    expect(response.json().user.userProfile).toMatchObject(profile);
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(token) });
    expect(me.json().user.userProfile).toMatchObject(profile);
  });

  it('validates like sign-up and changes nothing on bad input', async () => {
    const { token, body } = await signUp(t.app);
    const response = await put('/api/user/user-profile', token, {
      firstname: '',
      lastname: 'Otieno',
      phonenumber: '071234567',
      email: 'otieno@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstname: 'Please enter first name',
      phonenumber: 'Invalid length',
    });
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(token) });
    expect(me.json().user.userProfile.lastname).toBe(body.lastname);
  });

  it('refuses a new phone number without the code sent to it, and changes nothing', async () => {
    const { token, body } = await signUp(t.app);
    const { body: other } = await signUp(t.app);
    for (const phonenumber of [signupBody().phonenumber, other.phonenumber]) {
      const response = await put('/api/user/user-profile', token, {
        firstname: 'Changed',
        lastname: body.lastname,
        phonenumber,
        email: body.email,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.phonenumber).toBe(
        'To change your phone number, confirm the new number with the code we send to it (Change phone number).',
      );
    }
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(token) });
    expect(me.json().user.userProfile).toMatchObject({
      firstname: body.firstname,
      phonenumber: body.phonenumber,
    });
  });

  it('requires a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user-profile',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/user-pin', () => {
  it('changes the PIN, keeps this session and ends the others', async () => {
    const { token, body } = await signUp(t.app, { pin: '1111' });
    const otherDevice = (await signIn(t.app, body.phonenumber, '1111')).json().token;

    const response = await put('/api/user/user-pin', token, { currentpin: '1111', newpin: '2222' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User pin updated' });

    expect((await t.app.inject({ url: '/api/auth/user', headers: authed(token) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: authed(otherDevice) })).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, body.phonenumber, '1111')).statusCode).toBe(401);
    expect((await signIn(t.app, body.phonenumber, '2222')).statusCode).toBe(200);
  });

  it('refuses a wrong current PIN with a clear message on that field', async () => {
    const { token, body } = await signUp(t.app, { pin: '1111' });
    const response = await put('/api/user/user-pin', token, { currentpin: '9999', newpin: '2222' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      key: 'error.wrongCurrentPin',
      code: 'validation',
      message: 'The current pin is wrong',
      fields: { currentpin: 'The current pin is wrong' },
    });
    expect((await signIn(t.app, body.phonenumber, '1111')).statusCode).toBe(200);
  });

  it('refuses a new PIN that is not 4 digits', async () => {
    const { token } = await signUp(t.app, { pin: '1111' });
    for (const newpin of ['123', '12345', 'abcd']) {
      const response = await put('/api/user/user-pin', token, { currentpin: '1111', newpin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.newpin).toBe('Your pin should be 4 digit');
    }
  });
});

describe('PUT /api/user/user-deactivation', () => {
  it('deactivates and reactivates; a deactivated account can still sign in', async () => {
    const { token, body } = await signUp(t.app);
    const off = await put('/api/user/user-deactivation', token, {
      status: 'inactive',
      currentpin: body.pin,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.userProfile.status).toBe('inactive');

    const again = await signIn(t.app, body.phonenumber, body.pin);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.userProfile.status).toBe('inactive');

    const on = await put('/api/user/user-deactivation', again.json().token, { status: 'active' });
    expect(on.json().user.userProfile.status).toBe('active');
  });

  it('accepts only active or inactive', async () => {
    const { token } = await signUp(t.app);
    const response = await put('/api/user/user-deactivation', token, { status: 'deleted' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.status).toBe('Status should be active or inactive');
  });
});
