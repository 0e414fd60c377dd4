import type { SessionResponse, SignupBody } from '@rental/shared/schemas/auth';
import type { App } from '../../src/app.js';
import { lastCodeSentTo } from './test-app.js';

let nextPhone = 700_000_000;

/** A valid sign-up body with a phone number no other test uses. */
export function signupBody(overrides: Partial<SignupBody> = {}): SignupBody {
  nextPhone += 1;
  return {
    firstname: 'Amina',
    lastname: 'Wanjiru',
    phonenumber: `0${nextPhone}`,
    email: 'amina@example.co.ke',
    accounttype: 'Landlord',
    pin: '4321',
    ...overrides,
  };
}

/**
 * The code sent to a phone, waiting (5 s at most) for an SMS that leaves after the answer: a
 * real server sends it to the SMS gateway as the 202 goes out.
 */
async function codeArriving(app: App, phonenumber: string): Promise<string | undefined> {
  const until = Date.now() + 5_000;
  for (;;) {
    const code = lastCodeSentTo(app, phonenumber);
    if (code || Date.now() > until) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Signs up through the API, as the sign-up form does: the form, then the code the SMS brought
 * to the phone (read from the test app's platform SMS account).
 */
export async function signUp(app: App, overrides: Partial<SignupBody> = {}) {
  const body = signupBody(overrides);
  const started = await app.inject({ method: 'POST', url: '/api/user/signup', payload: body });
  if (started.statusCode !== 202) throw new Error(`sign-up failed: ${started.body}`);
  const code = await codeArriving(app, body.phonenumber);
  if (!code) throw new Error(`no sign-up code was sent to ${body.phonenumber}`);
  const response = await verifySignup(app, body.phonenumber, code);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const session = response.json<SessionResponse>();
  return { body, token: session.token, user: session.user };
}

/** Step 2 of sign-up: the code from the SMS. */
export function verifySignup(app: App, phonenumber: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/signup/verify',
    payload: { phonenumber, code },
  });
}

export function signIn(app: App, phonenumber: string, pin: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { phonenumber, pin } });
}

export function authed(token: string) {
  return { 'x-auth-token': token };
}
