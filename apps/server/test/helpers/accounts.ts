import type { SessionResponse, SignupBody } from '@rental/shared/schemas/auth';
import type { App } from '../../src/app.js';

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

/** Signs up through the API, as the sign-up form does. */
export async function signUp(app: App, overrides: Partial<SignupBody> = {}) {
  const body = signupBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/user/signup', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const session = response.json<SessionResponse>();
  return { body, token: session.token, user: session.user };
}

export function signIn(app: App, phonenumber: string, pin: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { phonenumber, pin } });
}

export function authed(token: string) {
  return { 'x-auth-token': token };
}
