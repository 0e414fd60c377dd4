import { errorMessages } from '@rental/shared/error-messages';
import { errorMessagesSw } from '@rental/shared/error-messages-sw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// PUT /api/user/language: the signed-in user's language, kept on the server.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function putLanguage(token: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/language',
    headers: { ...authed(token), ...headers },
    payload: payload as object,
  });
}

function currentUser(token: string) {
  return t.app.inject({ url: '/api/auth/user', headers: authed(token) });
}

describe('the user’s language', () => {
  it('is English for a new user, in sign-up, sign-in and GET /api/auth/user', async () => {
    const { body, token, user } = await signUp(t.app);
    expect(user.language).toBe('en');
    expect((await currentUser(token)).json().user.language).toBe('en');
    const signedIn = await signIn(t.app, body.phonenumber, body.pin);
    expect(signedIn.json().user.language).toBe('en');
  });

  it('may be chosen at sign-up', async () => {
    const { user } = await signUp(t.app, { language: 'sw' });
    expect(user.language).toBe('sw');
  });

  it('is set, kept and shown at once by GET /api/auth/user (the session cache forgets it)', async () => {
    const { body, token } = await signUp(t.app);
    // A first look fills the session cache with the English user.
    expect((await currentUser(token)).json().user.language).toBe('en');

    const response = await putLanguage(token, { language: 'sw' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      language: 'sw',
      userProfile: { phonenumber: body.phonenumber },
    });

    expect((await currentUser(token)).json().user.language).toBe('sw');
    const stored = await t.db
      .selectFrom('users')
      .select('language')
      .where('phonenumber', '=', body.phonenumber)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('sw');
    // Another device signing in later sees it too.
    expect((await signIn(t.app, body.phonenumber, body.pin)).json().user.language).toBe('sw');
  });

  it('refuses anything but en or sw, in the one error shape', async () => {
    const { token } = await signUp(t.app);
    for (const payload of [{ language: 'fr' }, { language: '' }, {}, { language: 1 }]) {
      const response = await putLanguage(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'validation',
          message: errorMessages.languageInvalid,
          key: 'error.languageInvalid',
          fields: { language: errorMessages.languageInvalid },
        },
      });
    }
    // The user's own setting (English) wins over the header...
    const header = await putLanguage(token, { language: 'fr' }, { 'accept-language': 'sw' });
    expect(header.json().error.message).toBe(errorMessages.languageInvalid);
    expect((await currentUser(token)).json().user.language).toBe('en');
    // ...and once it is Kiswahili, the refusal is in Kiswahili.
    await putLanguage(token, { language: 'sw' });
    const swahili = await putLanguage(token, { language: 'fr' });
    expect(swahili.json().error.message).toBe(errorMessagesSw.languageInvalid);
    expect((await currentUser(token)).json().user.language).toBe('sw');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'sw' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('belongs to the user, not to the organization or the session', async () => {
    const owner = await signUp(t.app);
    await putLanguage(owner.token, { language: 'sw' });
    const other = await signUp(t.app);
    expect((await currentUser(other.token)).json().user.language).toBe('en');
    const again = await signIn(t.app, owner.body.phonenumber, owner.body.pin);
    expect(again.json().user.language).toBe('sw');
  });
});
