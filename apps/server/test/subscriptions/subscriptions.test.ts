import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueInvoices } from '../../src/modules/invoices/run-service.js';
import { authed, signUp } from '../helpers/accounts.js';
import { billingLandlord, createSchedule, insertTenants } from '../invoices/billing-fixtures.js';
import { memberToken } from '../helpers/members.js';
import { createRental, createRoom, insertTenant } from '../helpers/portfolio.js';
import { testClock } from '../helpers/test-clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { insertTransaction } from '../transactions/fixtures.js';

const time = testClock(new Date('2026-01-31T09:30:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

const base = '/api/subscriptionsettings';

function select(token: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${base}/new-subscriptionsettings`,
    headers: authed(token),
    payload,
  });
}
function change(token: string, id: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `${base}/subscriptionsetting/${id}`,
    headers: authed(token),
    payload,
  });
}
function settings(token: string) {
  return t.app.inject({ url: `${base}/subscriptionsetting`, headers: authed(token) });
}

describe('subscription settings', () => {
  it('has no setting until a plan is chosen, then the catalogue’s figures', async () => {
    const { token, user } = await signUp(t.app);
    expect((await settings(token)).json()).toEqual({ settings: [] });

    // Prices and limits in the body are ignored: the catalogue decides.
    const response = await select(token, {
      subscriptionplanid: 'standard',
      subscriptionprice: 1,
      subscriptionrentals: 999,
    });
    expect(response.statusCode).toBe(201);
    const standard = {
      settingid: user.organizationid,
      settingdata: {
        subscriptionplanid: 'standard',
        subscriptionplanname: 'Standard',
        subscriptionprice: 1850,
        subscriptionaccounts: 2,
        subscriptionrentals: 5,
        subscriptiontenants: 50,
        subscriptioninvoices: 100,
      },
    };
    expect(response.json()).toEqual({ message: 'Subscription plan selected', setting: standard });
    expect((await settings(token)).json()).toEqual({ settings: [standard] });

    const usage = await t.app.inject({ url: '/api/plan/usage', headers: authed(token) });
    expect(usage.json()).toMatchObject({ plan: { id: 'standard' }, onTrial: false });

    // The free month is kept: the first paid period ends with the trial.
    const status = await t.app.inject({ url: `${base}/status`, headers: authed(token) });
    expect(status.json()).toMatchObject({
      plan: 'standard',
      paiduntil: '2026-02-28T09:30:00.000Z',
      ingrace: false,
      paused: false,
      monthlyprice: 1850,
    });

    // A second "new" is a conflict; changing goes through PUT.
    expect((await select(token, { subscriptionplanid: 'individual' })).statusCode).toBe(409);
    const updated = await change(token, user.organizationid, { subscriptionplanid: 'individual' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Subscription plan updated',
      setting: { settingdata: { subscriptionplanid: 'individual', subscriptionprice: 1000 } },
    });
  });

  it('refuses an unknown plan and Enterprise by button', async () => {
    const { token } = await signUp(t.app);
    expect((await select(token, { subscriptionplanid: 'gold' })).json()).toMatchObject({
      error: { code: 'validation' },
    });
    const enterprise = await select(token, { subscriptionplanid: 'enterprise' });
    expect(enterprise.statusCode).toBe(403);
    expect((await settings(token)).json()).toEqual({ settings: [] });
  });

  it('refuses a downgrade the data exceeds, saying what to remove', async () => {
    const { token, user } = await signUp(t.app);
    await select(token, { subscriptionplanid: 'standard' });
    const rental = await createRental(t.app, token);
    for (let i = 0; i < 2; i++) await createRental(t.app, token);
    const room = await createRoom(t.app, token, rental.rentalid);
    await insertTenant(t.db, {
      organizationId: user.organizationid,
      rentalId: rental.rentalid,
      roomId: room.roomid,
    });
    const response = await change(token, user.organizationid, { subscriptionplanid: 'individual' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'plan_limit',
      message: 'Individual allows 2 rentals; you have 3. Remove 1 rental first.',
      key: 'error.planTooSmallRentals',
      params: { plan: 'Individual', limit: 2, have: 3, count: 1 },
    });
    expect((await settings(token)).json().settings[0].settingdata.subscriptionplanid).toBe(
      'standard',
    );
  });

  it('says what to remove in the user’s language, a sentence for each limit exceeded', async () => {
    const { token, user } = await signUp(t.app, { language: 'sw' });
    await select(token, { subscriptionplanid: 'standard' });
    for (let i = 0; i < 3; i++) await createRental(t.app, token);
    await memberToken(t.db, user.organizationid);
    const refused = await change(token, user.organizationid, { subscriptionplanid: 'individual' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'plan_limit',
      message:
        'Mpango wa Individual unaruhusu majengo 2; una 3. Ondoa jengo 1 kwanza. ' +
        'Mpango wa Individual unaruhusu mtumiaji 1; una 2. Ondoa mtumiaji 1 kwanza.',
      key: 'error.planTooSmallRentals',
      params: { plan: 'Individual', limit: 2, have: 3, count: 1 },
    });

    const english = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: authed(token),
      payload: { language: 'en' },
    });
    expect(english.statusCode).toBe(200);
    const again = await change(token, user.organizationid, { subscriptionplanid: 'individual' });
    expect(again.json().error.message).toBe(
      'Individual allows 2 rentals; you have 3. Remove 1 rental first. ' +
        'Individual allows 1 user; you have 2. Remove 1 user first.',
    );
  });

  it('logs each plan change with the plans before and after; a refused one not at all', async () => {
    const { token, user } = await signUp(t.app);
    await select(token, { subscriptionplanid: 'individual' });
    expect(
      (await change(token, user.organizationid, { subscriptionplanid: 'enterprise' })).statusCode,
    ).toBe(403);
    await change(token, user.organizationid, { subscriptionplanid: 'standard' });
    const log = await t.app.inject({
      url: '/api/activity?kind=plan_changed',
      headers: authed(token),
    });
    expect(log.json().activity).toMatchObject([
      {
        userid: user.userid,
        role: 'owner',
        entity: 'organization',
        entityid: user.organizationid,
        summary: 'Changed the plan from Individual to Standard',
        details: { before: 'Individual', after: 'Standard' },
      },
      { details: { before: 'free trial', after: 'Individual' } },
    ]);
  });

  it("is the owner's: a manager can neither read the setting nor choose", async () => {
    const { token, user } = await signUp(t.app);
    const member = await memberToken(t.db, user.organizationid, time.clock);
    expect((await select(member, { subscriptionplanid: 'individual' })).statusCode).toBe(403);
    expect((await settings(member)).statusCode).toBe(403);
    await select(token, { subscriptionplanid: 'individual' });
    expect(
      (await change(member, user.organizationid, { subscriptionplanid: 'standard' })).statusCode,
    ).toBe(403);
  });

  it('answers 404 for another organization’s setting and changes nothing', async () => {
    const mine = await signUp(t.app);
    const other = await signUp(t.app);
    await select(other.token, { subscriptionplanid: 'individual' });
    await select(mine.token, { subscriptionplanid: 'individual' });
    const response = await change(mine.token, other.user.organizationid, {
      subscriptionplanid: 'standard',
    });
    expect(response.statusCode).toBe(404);
    expect((await settings(other.token)).json().settings[0].settingdata.subscriptionplanid).toBe(
      'individual',
    );
  });

  it('stores Enterprise contact requests, validated', async () => {
    const { token, user } = await signUp(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base}/contact`,
      headers: authed(token),
      payload: { name: '', phonenumber: '712', email: 'x', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'Please enter your name',
      phonenumber: 'Phone number should start with 0',
      message: 'Please enter a message',
    });
    const good = await t.app.inject({
      method: 'POST',
      url: `${base}/contact`,
      headers: authed(token),
      payload: {
        name: 'Amina Wanjiru',
        phonenumber: '0712345678',
        email: 'amina@example.co.ke',
        message: 'We manage 40 rentals',
      },
    });
    expect(good.statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('organization_id', '=', user.organizationid)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Amina Wanjiru', message: 'We manage 40 rentals' });
  });
});

describe('grace and pause', () => {
  it('goes from paid to grace to paused, and data stays readable', async () => {
    const local = testClock(new Date('2026-03-01T09:00:00.000Z'));
    const app = await createTestApp({ clock: local.clock });
    try {
      const { token } = await signUp(app.app);
      const status = async () =>
        (await app.app.inject({ url: `${base}/status`, headers: authed(token) })).json();
      expect(await status()).toMatchObject({
        plan: 'individual',
        ontrial: true,
        paiduntil: '2026-04-01T09:00:00.000Z',
        graceuntil: '2026-04-08T09:00:00.000Z',
        ingrace: false,
        paused: false,
        daysleft: 31,
      });
      // Sessions slide on use: touch the API every few weeks.
      local.advanceDays(20);
      expect(await status()).toMatchObject({ ingrace: false, paused: false, daysleft: 11 });
      local.advanceDays(13);
      expect(await status()).toMatchObject({ ingrace: true, paused: false, daysleft: -2 });
      local.advanceDays(6);
      expect(await status()).toMatchObject({ ingrace: false, paused: true });
      const rentals = await app.app.inject({
        url: '/api/rental/all-rentals',
        headers: authed(token),
      });
      expect(rentals.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('free trial or paid', () => {
  it('says the free month until a subscription payment is made, even with a plan chosen', async () => {
    const { token, user } = await signUp(t.app);
    const status = async () =>
      (await t.app.inject({ url: `${base}/status`, headers: authed(token) })).json();
    const trialEnd = (await status()).paiduntil;
    expect(await status()).toMatchObject({ ontrial: true, paid: false });

    // A plan chosen in the free month ends the trial's limits, not the free month: unpaid.
    const chosen = await t.app.inject({
      method: 'POST',
      url: `${base}/new-subscriptionsettings`,
      headers: authed(token),
      payload: { subscriptionplanid: 'standard' },
    });
    expect(chosen.statusCode).toBe(201);
    expect(await status()).toMatchObject({ ontrial: false, paid: false, paiduntil: trialEnd });

    await insertTransaction(t.db, {
      organization_id: user.organizationid,
      paid_at: new Date().toISOString(),
      transaction_type: 'Subscription Payment',
      tenant_name: user.userProfile.firstname,
      amount_cents: 185_000,
    });
    expect(await status()).toMatchObject({ ontrial: false, paid: true });
  });
});

describe('the invoice run and the paid period', () => {
  it('pauses scheduled invoices 7 days after the paid period ends, and resumes once paid', async () => {
    const local = testClock(new Date('2026-03-02T06:00:00.000Z'));
    const app = await createTestApp({ clock: local.clock });
    try {
      const owner = await billingLandlord(app.app, app.db, { plan: null });
      await app.app.inject({
        method: 'POST',
        url: `${base}/new-subscriptionsettings`,
        headers: authed(owner.token),
        payload: { subscriptionplanid: 'standard' },
      });
      await insertTenants(app.db, owner.roomRef, 2);
      await createSchedule(app.app, owner, { startdate: '2026-03-02' });
      const setPaidUntil = (iso: string) =>
        app.db
          .updateTable('organizations')
          .set({ paid_until: iso })
          .where('id', '=', owner.organizationId)
          .execute();
      const run = (today: string) =>
        runDueInvoices(
          { db: app.db, clock: local.clock },
          { today, organizationId: owner.organizationId },
        );

      // Paid until 6 days ago: within the grace week, invoices go out.
      await setPaidUntil('2026-02-24T06:00:00.000Z');
      expect(await run('2026-03-02')).toMatchObject({ invoices: 2 });
      // Paid until 8 days ago: paused.
      await setPaidUntil('2026-02-22T06:00:00.000Z');
      expect(await run('2026-04-02')).toMatchObject({ invoices: 0 });
      // Paid again: the missed date is billed.
      await setPaidUntil('2026-04-22T06:00:00.000Z');
      expect(await run('2026-04-02')).toMatchObject({ invoices: 2 });
    } finally {
      await app.close();
    }
  });
});
