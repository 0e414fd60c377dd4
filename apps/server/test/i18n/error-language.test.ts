import { errorMessages } from '@rental/shared/error-messages';
import { errorMessagesSw } from '@rental/shared/error-messages-sw';
import { messageText } from '@rental/shared/message-catalogue';
import { validationMessages } from '@rental/shared/messages';
import { validationMessagesSw } from '@rental/shared/messages-sw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The API answers errors in the requester's language: the signed-in user's setting, else the
// Accept-Language header; `key` names the message whatever the language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kiswahili = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' };

function signIn(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
}

async function setLanguage(token: string, language: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/user/language',
    headers: authed(token),
    payload: { language },
  });
  expect(response.statusCode).toBe(200);
}

describe('errors for a visitor (no session): by Accept-Language', () => {
  it('answers a validation error in Kiswahili, with the field and the key', async () => {
    const response = await signIn({ phonenumber: '', pin: '1234' }, kiswahili);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation',
        message: validationMessagesSw.phoneRequired,
        key: 'validation.phoneRequired',
        fields: { phonenumber: validationMessagesSw.phoneRequired },
      },
    });
  });

  it('keeps the English texts exactly for English (or no) Accept-Language', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-GB,en;q=0.9' },
      { 'accept-language': 'fr' },
    ];
    for (const headers of headerSets) {
      const response = await signIn({ phonenumber: '', pin: '12' }, headers);
      expect(response.json()).toEqual({
        error: {
          code: 'validation',
          message: validationMessages.phoneRequired,
          key: 'validation.phoneRequired',
          fields: {
            phonenumber: validationMessages.phoneRequired,
            pin: validationMessages.pinFormat,
          },
        },
      });
    }
  });

  it('words the server’s own errors in Kiswahili by key', async () => {
    const wrong = await signIn({ phonenumber: '0799000001', pin: '1234' }, kiswahili);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'unauthorized',
      message: errorMessagesSw.wrongCredentials,
      key: 'error.wrongCredentials',
    });
    const english = await signIn({ phonenumber: '0799000001', pin: '1234' });
    expect(english.json().error).toEqual({
      code: 'unauthorized',
      message: 'Wrong phone number or PIN',
      key: 'error.wrongCredentials',
    });
  });

  it('renders a message with params in both languages, and gives the params', async () => {
    const { body } = await signUp(t.app);
    const wrongPin = { phonenumber: body.phonenumber, pin: '9999' };
    for (let i = 0; i < 5; i++) await signIn(wrongPin);
    const locked = await signIn(wrongPin, kiswahili);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error).toEqual({
      code: 'locked',
      message: errorMessagesSw.pinLocked_other.replace('{{count}}', '15'),
      key: 'error.pinLocked',
      params: { count: 15 },
    });
    const english = await signIn(wrongPin);
    expect(english.json().error.message).toBe(
      'Too many wrong PINs. Your account is locked for 15 minutes; try again later.',
    );
  });

  it('answers the session check, the router and the body parser in Kiswahili', async () => {
    const noToken = await t.app.inject({ url: '/api/auth/user', headers: kiswahili });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().error).toMatchObject({
      message: errorMessagesSw.signInRequired,
      key: 'error.signInRequired',
    });

    const noRoute = await t.app.inject({ url: '/api/nothing-here?x=1', headers: kiswahili });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json().error).toEqual({
      code: 'not_found',
      message: 'Hakuna njia ya API ya GET /api/nothing-here',
      key: 'error.noApiRoute',
      params: { method: 'GET', path: '/api/nothing-here' },
    });

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...kiswahili, 'content-type': 'application/json' },
      payload: '{"phonenumber":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error).toMatchObject({
      message: errorMessagesSw.bodyNotJson,
      key: 'error.bodyNotJson',
    });
  });

  it('answers zod’s own wording (a rule without a message) as "Invalid value" in Kiswahili', async () => {
    const { token } = await signUp(t.app);
    const url = `/api/users/all-users/${'x'.repeat(65)}`;
    const english = await t.app.inject({ url, headers: authed(token) });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.key).toBeUndefined();
    await setLanguage(token, 'sw');
    const swahili = await t.app.inject({ url, headers: authed(token) });
    expect(swahili.json().error).toEqual({
      code: 'validation',
      message: errorMessagesSw.invalidValue,
      key: 'error.invalidValue',
      fields: { id: errorMessagesSw.invalidValue },
    });
  });
});

describe('errors for a signed-in user: by their language setting, whatever the header', () => {
  it('answers in Kiswahili once the user chose it, even to an English browser', async () => {
    const { token } = await signUp(t.app);
    await setLanguage(token, 'sw');
    const english = { ...authed(token), 'accept-language': 'en-US,en;q=0.9' };

    const missing = await t.app.inject({ url: '/api/tenant/all-tenants/nope', headers: english });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'not_found',
      message: errorMessagesSw.tenantNotFound,
      key: 'error.tenantNotFound',
    });

    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user-profile',
      headers: english,
      payload: { firstname: 'Amina', lastname: 'Wanjiru', phonenumber: '712', email: 'a@b.co' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toEqual({
      code: 'validation',
      message: validationMessagesSw.phoneStartsWithZero,
      key: 'validation.phoneStartsWithZero',
      fields: { phonenumber: validationMessagesSw.phoneStartsWithZero },
    });

    const wrongPin = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user-pin',
      headers: english,
      payload: { currentpin: '0000', newpin: '1111' },
    });
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json().error).toEqual({
      code: 'validation',
      message: errorMessagesSw.wrongCurrentPin,
      key: 'error.wrongCurrentPin',
      fields: { currentpin: errorMessagesSw.wrongCurrentPin },
    });
  });

  it('answers in English once the user chose English, even to a Kiswahili browser', async () => {
    const { token } = await signUp(t.app);
    await setLanguage(token, 'sw');
    await setLanguage(token, 'en');
    const response = await t.app.inject({
      url: '/api/tenant/all-tenants/nope',
      headers: { ...authed(token), ...kiswahili },
    });
    expect(response.json().error).toEqual({
      code: 'not_found',
      message: errorMessages.tenantNotFound,
      key: 'error.tenantNotFound',
    });
  });

  it('translates a catalogue text a service raises by its words', async () => {
    const { token } = await signUp(t.app);
    await setLanguage(token, 'sw');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user-deactivation',
      headers: authed(token),
      payload: { status: 'inactive' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation',
      message: validationMessagesSw.pinRequired,
      key: 'validation.pinRequired',
      fields: { currentpin: validationMessagesSw.pinRequired },
    });
    const member = await t.app.inject({
      method: 'DELETE',
      url: '/api/team/members/nobody',
      headers: authed(token),
    });
    expect(member.statusCode).toBe(404);
    expect(member.json().error.message).toBe(messageText('sw', 'error.memberNotFound'));
  });
});
