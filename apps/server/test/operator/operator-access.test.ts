import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  activityOf,
  callRoute,
  operatorApi,
  operatorPhone,
  operatorRoutes,
  signUpOperator,
} from './operator-fixtures.js';

// Operators are named by OPERATOR_PHONES; to everyone else the console does not exist: every
// /api/operator route answers exactly what a route that is not there answers.

let t: TestApp;
let operator: Awaited<ReturnType<typeof signUpOperator>>;
beforeAll(async () => {
  t = await createTestApp({ operatorPhones: [operatorPhone] });
  operator = await signUpOperator(t.app);
});
afterAll(() => t.close());

/** What the router answers for a route that does not exist. */
function unknownRoute(method: string, url: string) {
  const path = url.split('?')[0];
  return {
    error: {
      code: 'not_found',
      message: `No API route for ${method} ${path}`,
      key: 'error.noApiRoute',
      params: { method, path },
    },
  };
}

describe('the operator console to everyone else', () => {
  it('answers 404 on every route, signed out, with an ended session or as any user', async () => {
    const landlord = await signUp(t.app);
    const member = await signUp(t.app, { accounttype: 'Agent' });
    const routes = operatorRoutes(landlord.user.organizationid);
    for (const token of [undefined, 'not-a-session', landlord.token, member.token]) {
      for (const route of routes) {
        const response = await callRoute(t.app, route, token);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(response.json()).toEqual(unknownRoute(route.method, route.url));
      }
    }
    // Nothing happened: no suspension, no plan, no entry.
    const organization = await t.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', landlord.user.organizationid)
      .executeTakeFirstOrThrow();
    expect(organization).toMatchObject({ plan_id: null, suspended_at: null });
    const entries = await activityOf(t.db, landlord.user.organizationid, 'organization_suspended');
    expect(entries).toEqual([]);
  });

  it('answers the same as a route that does not exist, headers and all', async () => {
    const landlord = await signUp(t.app);
    const known = await t.app.inject({
      url: '/api/operator/organizations',
      headers: authed(landlord.token),
    });
    const unknown = await t.app.inject({
      url: '/api/operator/organisations',
      headers: authed(landlord.token),
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    const { date: _a, 'content-length': _b, ...knownHeaders } = known.headers;
    const { date: _c, 'content-length': _d, ...unknownHeaders } = unknown.headers;
    expect(knownHeaders).toEqual(unknownHeaders);
  });

  it('does not read the body first: a bad body, bad JSON or another media type is 404 too', async () => {
    const landlord = await signUp(t.app);
    const url = `/api/operator/organizations/${landlord.user.organizationid}/plan`;
    const attempts = [
      { payload: { planid: 'platinum' } },
      { payload: '{"planid":', headers: { 'content-type': 'application/json' } },
      { payload: 'planid=standard', headers: { 'content-type': 'text/plain' } },
      { payload: 'x'.repeat(100_000), headers: { 'content-type': 'application/json' } },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        payload: attempt.payload,
        headers: { ...authed(landlord.token), ...attempt.headers },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknownRoute('PUT', url));
    }
  });

  it('answers in the language of the request, as the router does, not the user’s setting', async () => {
    const landlord = await signUp(t.app, { language: 'sw' });
    const headers = { ...authed(landlord.token), 'accept-language': 'en' };
    const response = await t.app.inject({ url: '/api/operator/organizations', headers });
    expect(response.json()).toEqual(unknownRoute('GET', '/api/operator/organizations'));
  });

  it('answers a too-long id 404 as well, not 414 (which would show a route is there)', async () => {
    const landlord = await signUp(t.app);
    const url = `/api/operator/organizations/${'a'.repeat(300)}/plan`;
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: authed(landlord.token),
      payload: { planid: 'standard' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(unknownRoute('PUT', url));
  });

  it('says nothing about operators in the user answers', async () => {
    const landlord = await signUp(t.app);
    expect(landlord.user).not.toHaveProperty('operator');
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(landlord.token) });
    expect(me.json().user).not.toHaveProperty('operator');
    expect(me.json().user.suspension).toBeNull();
  });
});

describe('an operator', () => {
  it('signs in as usual and is told so on sign-up, sign-in and GET /api/auth/user', async () => {
    expect(operator.user.operator).toBe(true);
    const login = await signIn(t.app, operatorPhone, '4321');
    expect(login.json().user.operator).toBe(true);
    const me = await t.app.inject({ url: '/api/auth/user', headers: authed(operator.token) });
    expect(me.json().user).toMatchObject({ operator: true, suspension: null });
  });

  it('reaches every route; a route that is not there is 404 for them too', async () => {
    const api = operatorApi(t, operator.token);
    expect((await api.list()).statusCode).toBe(200);
    expect((await api.contactRequests()).statusCode).toBe(200);
    expect((await api.subscriptionPayments()).statusCode).toBe(200);
    const unknown = await t.app.inject({
      url: '/api/operator/nothing-here',
      headers: authed(operator.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(unknownRoute('GET', '/api/operator/nothing-here'));
  });

  it('gets validation errors once known to be an operator', async () => {
    const landlord = await signUp(t.app);
    const response = await operatorApi(t, operator.token).setPlan(landlord.user.organizationid, {
      planid: 'platinum',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
  });
});
