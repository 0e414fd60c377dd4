import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp, signupBody, verifySignup } from '../helpers/accounts.js';
import { createTestApp, lastCodeSentTo, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { activityOf, operatorApi, operatorPin } from './operator-fixtures.js';

// OPERATOR_PHONES grants operator rights only to a phone proved by a code sent to it, and
// every operator change asks for the operator's PIN again.

const time = testClock();
const operatorPhone = '0799000011';
const secondOperatorPhone = '0799000012';
const migratedOperatorPhone = '0799000013';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: time.clock,
    operatorPhones: [operatorPhone, secondOperatorPhone, migratedOperatorPhone],
  });
});
afterAll(() => t.close());

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const me = (token: string) => t.app.inject({ url: '/api/auth/user', headers: authed(token) });
const consoleList = (token: string) =>
  t.app.inject({ url: '/api/operator/organizations', headers: authed(token) });

describe('an operator phone typed by a stranger', () => {
  it('makes no account and no operator from sign-up without the code sent to that phone', async () => {
    const stranger = signupBody({ phonenumber: operatorPhone, firstname: 'Stranger' });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: stranger,
    });
    expect(started.statusCode).toBe(202);
    // The code went to the operator's phone; the stranger guesses.
    const code = lastCodeSentTo(t.app, operatorPhone)!;
    expect((await verifySignup(t.app, operatorPhone, otherThan(code))).statusCode).toBe(400);
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('phonenumber', '=', operatorPhone)
      .execute();
    expect(users).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phonenumber: operatorPhone, pin: stranger.pin },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('gives no rights to a profile changed to an operator phone until its code is entered', async () => {
    time.advanceMinutes(2);
    const { token, body } = await signUp(t.app);
    // The profile form cannot take the phone.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user-profile',
      headers: authed(token),
      payload: { ...body, phonenumber: secondOperatorPhone },
    });
    expect(put.statusCode).toBe(400);
    // Asked for, pending: still no operator.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/user/phone-change',
      headers: authed(token),
      payload: { phonenumber: secondOperatorPhone, pin: body.pin },
    });
    expect(asked.statusCode).toBe(202);
    expect((await me(token)).json().user.operator).toBeUndefined();
    expect((await consoleList(token)).statusCode).toBe(404);
    const code = lastCodeSentTo(t.app, secondOperatorPhone)!;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/phone-change/verify',
      headers: authed(token),
      payload: { phonenumber: secondOperatorPhone, code: otherThan(code) },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await consoleList(token)).statusCode).toBe(404);

    // The holder of the operator phone enters the code it received: now an operator.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/user/phone-change/verify',
      headers: authed(token),
      payload: { phonenumber: secondOperatorPhone, code },
    });
    expect(verified.statusCode).toBe(200);
    expect((await me(token)).json().user.operator).toBe(true);
    expect((await consoleList(token)).statusCode).toBe(200);
  });

  it('gives no rights to an account older than verified phones until it confirms its phone', async () => {
    time.advanceMinutes(2);
    const { token, user } = await signUp(t.app, { phonenumber: migratedOperatorPhone });
    // As migration 0033 leaves an existing account: verified, confirmation due in 30 days.
    const due = new Date(time.clock().getTime() + 30 * 24 * 3600 * 1000).toISOString();
    await t.db
      .updateTable('users')
      .set({ phone_confirm_due_at: due })
      .where('id', '=', user.userid)
      .execute();
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phonenumber: migratedOperatorPhone, pin: '4321' },
    });
    const freshToken = fresh.json().token;
    expect(fresh.json().user.phoneconfirmdue).toBe(due);
    expect(fresh.json().user.operator).toBeUndefined();
    expect((await consoleList(freshToken)).statusCode).toBe(404);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/phone-confirmation',
      headers: authed(freshToken),
    });
    expect(sent.statusCode).toBe(202);
    const code = lastCodeSentTo(t.app, migratedOperatorPhone)!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/phone-confirmation/verify',
      headers: authed(freshToken),
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.phoneconfirmdue).toBeUndefined();
    expect((await me(token)).json().user.operator).toBe(true);
    expect((await consoleList(freshToken)).statusCode).toBe(200);
  });
});

describe('every operator change', () => {
  it('asks for the PIN again: none or a wrong one changes nothing; wrong ones lock', async () => {
    time.advanceMinutes(2);
    const operator = await signUp(t.app, { phonenumber: operatorPhone });
    const landlord = await signUp(t.app);
    const id = landlord.user.organizationid;
    const api = operatorApi(t, operator.token);
    const url = `/api/operator/organizations/${id}`;
    const changes = [
      { method: 'PUT', url: `${url}/plan`, payload: { planid: 'standard' } },
      { method: 'POST', url: `${url}/trial`, payload: { days: 30 } },
      { method: 'POST', url: `${url}/suspend`, payload: { reason: 'Unpaid invoices' } },
      { method: 'POST', url: `${url}/reactivate`, payload: {} },
    ] as const;
    const before = await t.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const change of changes) {
      const call = (pin?: string) =>
        t.app.inject({
          method: change.method,
          url: change.url,
          headers: authed(operator.token),
          payload: pin === undefined ? change.payload : { ...change.payload, pin },
        });
      const none = await call();
      expect(none.statusCode, change.url).toBe(400);
      expect(none.json().error.fields.pin).toBe('Please enter your 4 digit pin');
      const wrong = await call('9999');
      expect(wrong.statusCode, change.url).toBe(400);
      expect(wrong.json().error.fields.pin).toBe('The current pin is wrong');
    }
    const after = await t.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    for (const kind of ['operator_plan_set', 'operator_trial_extended', 'organization_suspended']) {
      expect(await activityOf(t.db, id, kind)).toEqual([]);
    }

    // Four wrong PINs counted: the fifth locks, and then the right PIN is refused too.
    expect((await api.extendTrial(id, 7, '9999')).statusCode).toBe(423);
    expect((await api.extendTrial(id, 7, operatorPin)).statusCode).toBe(423);
    time.advanceMinutes(16);

    // The right PIN: done and logged, as before.
    expect((await api.suspend(id, 'Unpaid invoices')).statusCode).toBe(200);
    expect(await activityOf(t.db, id, 'organization_suspended')).toHaveLength(1);
    expect((await api.reactivate(id)).statusCode).toBe(200);
    expect((await api.setPlan(id, { planid: 'standard' })).statusCode).toBe(200);
    expect((await api.extendTrial(id, 7)).statusCode).toBe(200);
  });
});
