import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { insertTenant } from '../helpers/portfolio.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { activityOf, operatorApi, operatorPhone, signUpOperator } from './operator-fixtures.js';

// A suspended organization's users read everything and change nothing (sign-out, their own
// language and PIN excepted). Jobs and payments: operator-suspension-jobs.test.ts.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
let api: ReturnType<typeof operatorApi>;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, operatorPhones: [operatorPhone] });
  api = operatorApi(t, (await signUpOperator(t.app)).token);
});
afterAll(() => t.close());

const reason = 'Unpaid since December';

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });
}

describe('a suspended organization', () => {
  it('reads but does not change; its users are told why, in their language', async () => {
    const owner = await landlordWithRoom(t.app);
    const member = await memberToken(t.db, owner.organizationId, time.clock);
    const tenant = await insertTenant(t.db, {
      organizationId: owner.organizationId,
      rentalId: owner.rental.rentalid,
      roomId: owner.room.roomid,
    });
    const suspended = await api.suspend(owner.organizationId, reason);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().organization).toMatchObject({
      status: 'suspended',
      suspension: { reason, since: '2026-03-02T06:00:00.000Z' },
    });

    const me = await call(owner.token, 'GET', '/api/auth/user');
    expect(me.json().user.suspension).toEqual({ reason, since: '2026-03-02T06:00:00.000Z' });
    for (const url of ['/api/rental/all-rentals', '/api/tenant/all-tenants', '/api/plan/usage']) {
      expect((await call(owner.token, 'GET', url)).statusCode, url).toBe(200);
      expect((await call(member, 'GET', url)).statusCode, url).toBe(200);
    }

    const changes = [
      () =>
        call(owner.token, 'POST', '/api/rental/new-rental', {
          rentalname: 'New',
          rentallocation: 'Thika',
        }),
      () => call(owner.token, 'DELETE', `/api/tenant/${tenant.id}`),
      () =>
        call(owner.token, 'PUT', '/api/user/user-profile', {
          firstname: 'A',
          lastname: 'B',
          phonenumber: owner.body.phonenumber,
          email: 'a@b.co',
        }),
      () =>
        call(member, 'POST', '/api/rental/new-rental', {
          rentalname: 'New',
          rentallocation: 'Thika',
        }),
      // Even a body that would be refused: the suspension is said first.
      () => call(owner.token, 'POST', '/api/rental/new-rental', {}),
    ];
    for (const change of changes) {
      const response = await change();
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'organization_suspended',
        key: 'error.organizationSuspended',
        params: { reason },
        message: `This account is suspended, so nothing can be changed: ${reason}. You can still read your data; contact us to reactivate it.`,
      });
    }
    const rentals = await t.db
      .selectFrom('rentals')
      .select('id')
      .where('organization_id', '=', owner.organizationId)
      .execute();
    expect(rentals).toHaveLength(1);

    // One's own language stays changeable, and errors then come in it.
    const language = await call(owner.token, 'PUT', '/api/user/language', { language: 'sw' });
    expect(language.statusCode).toBe(200);
    const refused = await call(owner.token, 'POST', '/api/rental/new-rental', {});
    expect(refused.json().error.message).toMatch(/^Akaunti hii imesimamishwa/);
    // Signing out works.
    expect((await call(owner.token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(
      (await call(member, 'POST', '/api/notifications/read', { notificationids: ['x'] }))
        .statusCode,
    ).toBe(204);
  });

  it('changes again at once when reactivated', async () => {
    const owner = await landlordWithRoom(t.app);
    await api.suspend(owner.organizationId, reason);
    // A session seen a moment ago is cached: reactivation must not wait for it to expire.
    expect(
      (await call(owner.token, 'GET', '/api/auth/user')).json().user.suspension,
    ).not.toBeNull();
    const reactivated = await api.reactivate(owner.organizationId);
    expect(reactivated.json().organization).toMatchObject({ status: 'active', suspension: null });
    const created = await call(owner.token, 'POST', '/api/rental/new-rental', {
      rentalname: 'After',
      rentallocation: 'Thika',
    });
    expect(created.statusCode).toBe(201);
    expect((await call(owner.token, 'GET', '/api/auth/user')).json().user.suspension).toBeNull();
  });

  it('is suspended once when two operators suspend at the same moment', async () => {
    const owner = await landlordWithRoom(t.app);
    const answers = await Promise.all([
      api.suspend(owner.organizationId, reason),
      api.suspend(owner.organizationId, 'Another reason'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await activityOf(t.db, owner.organizationId, 'organization_suspended')).toHaveLength(1);
    const back = await Promise.all([
      api.reactivate(owner.organizationId),
      api.reactivate(owner.organizationId),
    ]);
    expect(back.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await activityOf(t.db, owner.organizationId, 'organization_reactivated')).toHaveLength(
      1,
    );
    expect((await api.suspend('no-such-organization', reason)).statusCode).toBe(404);
  });

  it('is shown to the owner in Activity as the operator’s', async () => {
    const owner = await landlordWithRoom(t.app);
    await api.suspend(owner.organizationId, reason);
    await api.reactivate(owner.organizationId);
    const response = await call(owner.token, 'GET', '/api/activity?kind=organization_suspended');
    expect(response.json().activity).toEqual([
      expect.objectContaining({
        kind: 'organization_suspended',
        role: 'operator',
        username: 'Otieno Opiyo',
        summary: `Suspended the account: ${reason}`,
      }),
    ]);
  });
});
