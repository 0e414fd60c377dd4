import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import { createSchedule, insertTenants, invoicesOf } from '../invoices/billing-fixtures.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { activityOf, operatorApi, operatorPhone, signUpOperator } from './operator-fixtures.js';

// Plans set by an operator: Enterprise with the limits agreed, which every limit then uses;
// catalogue plans with the catalogue's; and the free trial extended.

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
let api: ReturnType<typeof operatorApi>;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, operatorPhones: [operatorPhone] });
  api = operatorApi(t, (await signUpOperator(t.app)).token);
});
afterAll(() => t.close());

const enterprise = {
  planid: 'enterprise',
  price: 25_000.5,
  limits: { users: 2, rentals: 3, tenants: 40, invoices: 1 },
  contractend: '2026-12-31',
};

function organizationRow(id: string) {
  return t.db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function invite(token: string, phonenumber: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/team/members',
    headers: authed(token),
    payload: { firstname: 'Maina', lastname: 'Kariuki', phonenumber, email: 'm@example.co.ke' },
  });
}

describe('PUT /api/operator/organizations/{id}/plan', () => {
  it('sets Enterprise with its price, limits and contract end, and those limits apply', async () => {
    const owner = await landlordWithRoom(t.app);
    const id = owner.organizationId;
    const response = await api.setPlan(id, enterprise);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Plan set',
      organization: {
        planid: 'enterprise',
        price: 25_000.5,
        limits: { users: 2, rentals: 3, tenants: 40, invoices: 1 },
        contractend: '2026-12-31',
        // Paid through the contract's last day in Nairobi.
        paiduntil: '2026-12-31T21:00:00.000Z',
        status: 'active',
      },
    });
    expect(await organizationRow(id)).toMatchObject({ custom_price_cents: 2_500_050 });

    const usage = await t.app.inject({ url: '/api/plan/usage', headers: authed(owner.token) });
    expect(usage.json().plan).toEqual({
      id: 'enterprise',
      name: 'Enterprise',
      limits: { users: 2, rentals: 3, tenants: 40, invoicesPerMonth: 1 },
    });
    const setting = await t.app.inject({
      url: '/api/subscriptionsettings/subscriptionsetting',
      headers: authed(owner.token),
    });
    expect(setting.json().settings[0].settingdata).toMatchObject({
      subscriptionaccounts: 2,
      subscriptionrentals: 3,
    });

    // Rentals: one exists, two more fit, the fourth is refused.
    await createRental(t.app, owner.token);
    await createRental(t.app, owner.token);
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/rental/new-rental',
      headers: authed(owner.token),
      payload: { rentalname: 'Fourth Court', rentallocation: 'Kasarani' },
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error.code).toBe('plan_limit');
    // Users: the owner and one member.
    expect((await invite(owner.token, '0733100001')).statusCode).toBe(201);
    expect((await invite(owner.token, '0733100002')).json().error.code).toBe('plan_limit');
    // Invoices a month: one of two tenants is billed.
    await insertTenants(
      t.db,
      { organizationId: id, rentalId: owner.rental.rentalid, roomId: owner.room.roomid },
      2,
    );
    await createSchedule(t.app, owner);
    await runDueInvoices(
      { db: t.db, clock: time.clock },
      { today: '2026-03-02', organizationId: id },
    );
    expect(await invoicesOf(t.db, id)).toHaveLength(1);
  });

  it('leaves Enterprise without limits where none are given, and open-ended without an end', async () => {
    const owner = await signUp(t.app);
    const response = await api.setPlan(owner.user.organizationid, { planid: 'enterprise' });
    expect(response.json().organization).toMatchObject({
      limits: { users: null, rentals: null, tenants: null, invoices: null },
      price: null,
      contractend: null,
      paiduntil: null,
    });
    // Never lapses: with the free month long over it is still active.
    await t.db
      .updateTable('organizations')
      .set({ trial_ends_at: '2025-01-01T00:00:00.000Z' })
      .where('id', '=', owner.user.organizationid)
      .execute();
    const [listed] = (await api.list(`?q=${owner.body.phonenumber}`)).json().organizations;
    expect(listed.status).toBe('active');
  });

  it('refuses a plan the data does not fit, as for an owner, and changes nothing', async () => {
    const owner = await signUp(t.app);
    const id = owner.user.organizationid;
    await api.setPlan(id, { planid: 'standard' });
    await createRental(t.app, owner.token);
    await createRental(t.app, owner.token);
    const response = await api.setPlan(id, {
      ...enterprise,
      limits: { ...enterprise.limits, rentals: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'plan_limit',
      message: 'Enterprise allows 1 rental; you have 2. Remove 1 rental first.',
    });
    expect(await organizationRow(id)).toMatchObject({
      plan_id: 'standard',
      custom_rentals_limit: null,
    });
    expect(await activityOf(t.db, id, 'operator_enterprise_set')).toEqual([]);
  });

  it('gives another plan the catalogue’s terms and a paid period as an owner’s choice has', async () => {
    const owner = await signUp(t.app);
    const id = owner.user.organizationid;
    await api.setPlan(id, enterprise);
    const standard = await api.setPlan(id, {
      planid: 'standard',
      price: 1,
      limits: enterprise.limits,
    });
    expect(standard.json().organization).toMatchObject({
      planid: 'standard',
      price: null,
      contractend: null,
      limits: { users: 2, rentals: 5, tenants: 50, invoices: 100 },
      // The contract's paid period stays.
      paiduntil: '2026-12-31T21:00:00.000Z',
    });
    expect(await organizationRow(id)).toMatchObject({
      custom_price_cents: null,
      custom_users_limit: null,
      contract_end: null,
    });

    // On the free month, the paid period starts at its end, as when an owner chooses.
    const trial = await signUp(t.app);
    const chosen = await api.setPlan(trial.user.organizationid, { planid: 'individual' });
    expect(chosen.json().organization).toMatchObject({
      planid: 'individual',
      paiduntil: '2026-04-02T06:00:00.000Z',
    });
  });

  it('is in the owner’s Activity, by the operator, with the terms', async () => {
    const owner = await signUp(t.app);
    await api.setPlan(owner.user.organizationid, enterprise);
    await api.extendTrial(owner.user.organizationid, 10);
    const response = await t.app.inject({ url: '/api/activity', headers: authed(owner.token) });
    const entries = response
      .json()
      .activity.filter((entry: { role: string }) => entry.role === 'operator');
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'operator_trial_extended',
        username: 'Otieno Opiyo',
        summary: 'Extended the free trial by 10 days, to 2026-04-12',
        ip: null,
      }),
      expect.objectContaining({
        kind: 'operator_enterprise_set',
        username: 'Otieno Opiyo',
        summary:
          'Set the plan from free trial to Enterprise: KES 25,000.50 a month, contract to 2026-12-31; ' +
          'limits: users 2, rentals 3, tenants 40, invoices a month 1',
      }),
    ]);
  });
});
