import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPin } from '../../src/modules/auth/pin-hash.js';
import { signUp, signupBody, verifySignup } from '../helpers/accounts.js';
import { createTestApp, lastCodeSentTo, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postSignup(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/user/signup', payload: payload as object });
}

describe('POST /api/user/signup', () => {
  it('creates an organization owned by the new user and signs them in once the code is entered', async () => {
    const body = signupBody({ firstname: 'Otieno', accounttype: 'Agent' });
    const started = await postSignup(body);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ verification: 'sms', phonenumber: body.phonenumber });
    const response = await verifySignup(
      t.app,
      body.phonenumber,
      lastCodeSentTo(t.app, body.phonenumber)!,
    );

    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.role).toBe('owner');
    expect(user.userProfile).toEqual({
      firstname: 'Otieno',
      lastname: body.lastname,
      phonenumber: body.phonenumber,
      email: body.email,
      accounttype: 'Agent',
      status: 'active',
    });
    // The random token may contain any four characters; the rest must not hold the PIN.
    const withoutToken = response.body.replace(token, '');
    expect(withoutToken).not.toContain(body.pin);
    expect(withoutToken).not.toContain('argon2');

    const organization = await t.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', user.organizationid)
      .executeTakeFirstOrThrow();
    expect(organization.account_type).toBe('Agent');

    const me = await t.app.inject({ url: '/api/auth/user', headers: { 'x-auth-token': token } });
    expect(me.json().user.userid).toBe(user.userid);
  });

  it('stores the PIN as an Argon2id hash, never in clear', async () => {
    const { user } = await signUp(t.app, { pin: '0042' });
    const row = await t.db
      .selectFrom('users')
      .select('pin_hash')
      .where('id', '=', user.userid)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(
      /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/,
    );
    // Salt and hash are random base64, which may hold '0042' by chance: check the PIN instead.
    expect(row.pin_hash).not.toContain('$0042');
    expect(await verifyPin(row.pin_hash, '0042')).toBe(true);
    expect(await verifyPin(row.pin_hash, '0043')).toBe(false);
  });

  it('registers a phone number once: a second sign-up gets the same 202, no code, and nothing is written', async () => {
    const { body } = await signUp(t.app);
    const fresh = signupBody();
    const before = await t.db
      .selectFrom('organizations')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const codesBefore = lastCodeSentTo(t.app, body.phonenumber);

    const again = await postSignup({ ...body, firstname: 'Someone' });
    const unregistered = await postSignup(fresh);

    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ verification: 'sms', phonenumber: body.phonenumber });
    expect(unregistered.json()).toEqual({ verification: 'sms', phonenumber: fresh.phonenumber });
    // No new code went to the registered phone: the one it holds is the old sign-up's.
    expect(lastCodeSentTo(t.app, body.phonenumber)).toBe(codesBefore);
    const verify = await verifySignup(t.app, body.phonenumber, codesBefore!);
    expect(verify.statusCode).toBe(400);
    expect(verify.json().error.message).toBe(
      'The code is wrong or has expired. Ask for a new one.',
    );
    const after = await t.db
      .selectFrom('organizations')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('gives every missing field its own message from the spec', async () => {
    const response = await postSignup({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
    expect(response.json().error.fields).toEqual({
      firstname: 'Please enter first name',
      lastname: 'Please enter last name',
      phonenumber: 'Please enter phone number',
      email: 'Please enter your email',
      accounttype: 'Please select account type',
      pin: 'Please enter your 4 digit pin',
    });
  });

  it.each([
    [
      'a phone not starting with 0',
      { phonenumber: '7123456789' },
      'phonenumber',
      'Phone number should start with 0',
    ],
    ['a 9-digit phone', { phonenumber: '071234567' }, 'phonenumber', 'Invalid length'],
    ['an 11-digit phone', { phonenumber: '07123456789' }, 'phonenumber', 'Invalid length'],
    [
      'letters in the phone',
      { phonenumber: '07123abcde' },
      'phonenumber',
      'Phone number should contain digits only',
    ],
    [
      'a phone sent as a number',
      { phonenumber: 712345678 },
      'phonenumber',
      'Please enter phone number',
    ],
    ['a 3-digit PIN', { pin: '123' }, 'pin', 'Your pin should be 4 digit'],
    ['a 5-digit PIN', { pin: '12345' }, 'pin', 'Your pin should be 4 digit'],
    ['letters in the PIN', { pin: '12ab' }, 'pin', 'Your pin should be 4 digit'],
    ['a PIN sent as a number', { pin: 1234 }, 'pin', 'Your pin should be 4 digit'],
    ['an empty PIN', { pin: '' }, 'pin', 'Please enter your 4 digit pin'],
    [
      'an account type outside the list',
      { accounttype: 'Tenant' },
      'accounttype',
      'Please select account type',
    ],
    ['a blank first name', { firstname: '   ' }, 'firstname', 'Please enter first name'],
    [
      'HTML in the first name',
      { firstname: '<script>alert(1)</script>' },
      'firstname',
      'Name may only contain letters, spaces, apostrophes, dots and hyphens',
    ],
    [
      'SQL in the last name',
      { lastname: "x'; DROP TABLE users;--" },
      'lastname',
      'Name may only contain letters, spaces, apostrophes, dots and hyphens',
    ],
    [
      'a 51-character name',
      { lastname: 'a'.repeat(51) },
      'lastname',
      'Name should be at most 50 characters',
    ],
    [
      'an email without @',
      { email: 'amina.example.com' },
      'email',
      'Please enter a valid email address',
    ],
  ])('refuses %s', async (_case, override, field, message) => {
    const response = await postSignup({ ...signupBody(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('keeps names with apostrophes and other scripts exactly as typed', async () => {
    const { user } = await signUp(t.app, { firstname: "N'Gang'a", lastname: 'Njoroge-Müller' });
    expect(user.userProfile.firstname).toBe("N'Gang'a");
    expect(user.userProfile.lastname).toBe('Njoroge-Müller');
  });

  it('answers a malformed JSON body with a JSON 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstname": "Amina",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      key: 'error.bodyNotJson',
      code: 'bad_request',
      message: 'The request body is not valid JSON',
    });
  });

  it('refuses a 1 MB body with 413 and stores nothing', async () => {
    const huge = { ...signupBody(), firstname: 'A'.repeat(1024 * 1024) };
    const response = await postSignup(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    const stored = await t.db
      .selectFrom('users')
      .select('id')
      .where('phonenumber', '=', huge.phonenumber)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': 'text/plain' },
      payload: 'firstname=Amina',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });
});
