import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runLeaseDay } from '../../src/modules/leases/index.js';
import { authed, signIn } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';
import {
  billingLandlord,
  createSchedule,
  insertTenants,
  invoicesOf,
  smsOf,
} from '../invoices/billing-fixtures.js';

// 2026-03-02 10:00 in Nairobi.
const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());
beforeEach(() => time.set('2026-03-02T07:00:00.000Z'));

const leaseUrl = (id: string) => `/api/tenant/${id}/lease`;
const send = (token: string, method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload && { payload }) });
/** Signed in now: the clock moves months on, past a session's life. */
async function signedInNow(owner: { body: { phonenumber: string; pin: string } }) {
  const answer = await signIn(t.app, owner.body.phonenumber, owner.body.pin);
  return answer.json<{ token: string }>().token;
}
const leaseDay = () => runLeaseDay({ db: t.db, clock: time.clock });

describe('a lease', () => {
  it('is set, read back with its status, days left and next rise, and logged', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 10000 });
    const amina = await addTenant(t.app, owner.token, owner.place, { firstname: 'Amina' });
    expect((await send(owner.token, 'GET', leaseUrl(amina.tenantid))).json()).toEqual({
      lease: null,
      notice: null,
    });

    const body = {
      startdate: '2025-06-01',
      enddate: '2026-05-31',
      noticedays: 30,
      escalation: { type: 'percent', amount: 7.5, every: 'year' },
    };
    const saved = await send(owner.token, 'PUT', leaseUrl(amina.tenantid), body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lease).toMatchObject({
      startdate: '2025-06-01',
      enddate: '2026-05-31',
      noticedays: 30,
      escalation: { type: 'percent', amount: 7.5, every: 'year', tellbeforedays: 30 },
      status: 'fixed',
      daysleft: 90,
      // 10,000 + 7.5% = 10,750 from the first anniversary.
      nextescalation: { date: '2026-06-01', monthlyrent: 10750 },
    });
    const logged = await t.db
      .selectFrom('activity_log')
      .select(['summary', 'user_name'])
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'lease_saved')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.summary).toContain('from 2025-06-01 to 2026-05-31, notice 30 days');

    // Open-ended, a fixed amount each year.
    const open = await send(owner.token, 'PUT', leaseUrl(amina.tenantid), {
      startdate: '2025-06-01',
      noticedays: 60,
      escalation: { type: 'amount', amount: 500 },
    });
    expect(open.json().lease).toMatchObject({
      enddate: null,
      status: 'open',
      daysleft: null,
      nextescalation: { date: '2026-06-01', monthlyrent: 10500 },
    });
  });

  it('refuses a wrong term, a rise above 100%, another organization and a caretaker', async () => {
    const owner = await landlordWithRoom(t.app);
    const amina = await addTenant(t.app, owner.token, owner.place);
    const url = leaseUrl(amina.tenantid);
    const backwards = await send(owner.token, 'PUT', url, {
      startdate: '2026-06-01',
      enddate: '2026-05-01',
      noticedays: 30,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({
      enddate: 'The lease must end after it starts',
    });
    const tooMuch = await send(owner.token, 'PUT', url, {
      startdate: '2026-01-01',
      noticedays: 30,
      escalation: { type: 'percent', amount: 150 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields['escalation.amount']).toMatch(/at most 100%/);
    const noDays = await send(owner.token, 'PUT', url, { startdate: '2026-01-01' });
    expect(noDays.statusCode).toBe(400);

    const other = await landlordWithRoom(t.app);
    const theirs = await send(other.token, 'PUT', url, { startdate: '2026-01-01', noticedays: 30 });
    expect(theirs.statusCode).toBe(404);
    expect((await send(other.token, 'GET', url)).statusCode).toBe(404);

    const caretaker = await memberToken(t.db, owner.organizationId, time.clock, 'caretaker');
    expect((await send(caretaker, 'GET', url)).statusCode).toBe(403);
    const renewNone = await send(owner.token, 'POST', `${url}/renew`, { enddate: '2027-01-01' });
    expect(renewNone.statusCode).toBe(409);
  });
});

describe('the yearly rise', () => {
  it('bills the new rent from the anniversary, told once by SMS in the tenant’s language', async () => {
    const owner = await billingLandlord(t.app, t.db);
    const [baraka] = await insertTenants(t.db, owner.roomRef, 1, () => ({
      firstname: 'Baraka',
      language: 'sw',
    }));
    await createSchedule(t.app, owner, { startdate: '2026-03-02' });
    const lease = await send(owner.token, 'PUT', leaseUrl(baraka!.id), {
      startdate: '2025-04-02',
      noticedays: 30,
      escalation: { type: 'percent', amount: 7 },
    });
    expect(lease.statusCode).toBe(200);
    await send(owner.token, 'POST', '/api/invoice/run', {});

    // 30 days before the anniversary (2026-04-02) the rise is made, whichever timer runs.
    time.set('2026-03-03T07:00:00.000Z');
    const runs = await Promise.all(Array.from({ length: 5 }, () => leaseDay()));
    expect(runs.reduce((sum, run) => sum + run.raised, 0)).toBe(1);
    expect((await leaseDay()).raised).toBe(0);

    const history = await send(owner.token, 'GET', `/api/tenant/${baraka!.id}/rent-history`);
    expect(history.json().rentchanges).toMatchObject([
      {
        effectivefrom: '2026-04-02',
        monthlyrent: 9095,
        createdby: 'Lease',
        // A code the screens word in the reader's language, beside the English.
        reasoncode: 'leaseEscalation',
        reasonparams: { date: '2026-04-02' },
        reason: 'Yearly rise in the lease (2026-04-02)',
      },
    ]);
    const told = (await smsOf(t.db, owner.organizationId)).filter((sms) =>
      sms.text.includes('kodi yako itabadilika'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('kutoka KES 8,500 hadi KES 9,095');

    // March bills the old rent, April the new.
    time.set('2026-04-02T07:00:00.000Z');
    await send(await signedInNow(owner), 'POST', '/api/invoice/run', {});
    const rents = (await invoicesOf(t.db, owner.organizationId))
      .filter((invoice) => invoice.invoice_type === 'Rental Invoice Bill')
      .map((invoice) => [invoice.billing_date, Number(invoice.amount_cents)]);
    expect(rents).toEqual([
      ['2026-03-02', 850000],
      ['2026-04-02', 909500],
    ]);
  });
});

describe('the end of a lease', () => {
  it('reminds at 60 and 30 days and at the lapse, once each, and a renewal quiets it', async () => {
    const owner = await landlordWithRoom(t.app, { monthlyrent: 12000 });
    const amina = await addTenant(t.app, owner.token, owner.place, { firstname: 'Amina' });
    await send(owner.token, 'PUT', leaseUrl(amina.tenantid), {
      startdate: '2025-05-01',
      enddate: '2026-04-30',
      noticedays: 30,
    });
    const bell = async () => {
      const answer = await send(await signedInNow(owner), 'GET', '/api/notifications');
      if (answer.statusCode !== 200) throw new Error(answer.body);
      return answer
        .json()
        .notifications.filter((n: { kind: string }) => n.kind.startsWith('lease_')) as {
        kind: string;
        text: string;
        params: Record<string, string>;
      }[];
    };

    await Promise.all([leaseDay(), leaseDay()]);
    expect((await bell()).map((n) => n.text)).toEqual([
      expect.stringMatching(/^The lease of Amina Kamau \(.+\) ends on 30 Apr 2026/),
    ]);
    time.set('2026-04-01T07:00:00.000Z');
    await leaseDay();
    await leaseDay();
    expect(await bell()).toHaveLength(2);

    time.set('2026-05-01T07:00:00.000Z');
    await leaseDay();
    const lapsed = await bell();
    expect(lapsed.map((n) => n.text)).toEqual([
      expect.stringMatching(/ended on 30 Apr 2026 unrenewed: the tenancy is now month-to-month$/),
    ]);
    const token = await signedInNow(owner);
    const now = (await send(token, 'GET', leaseUrl(amina.tenantid))).json().lease;
    expect(now).toMatchObject({ status: 'monthtomonth', daysleft: -1 });

    // Renewed with a new rent from the day after the old end.
    const renewed = await send(token, 'POST', `${leaseUrl(amina.tenantid)}/renew`, {
      enddate: '2027-04-30',
      newrent: 13000,
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().lease).toMatchObject({ enddate: '2027-04-30', status: 'fixed' });
    expect(await bell()).toEqual([]);
    const history = await send(token, 'GET', `/api/tenant/${amina.tenantid}/rent-history`);
    expect(history.json().rentchanges[0]).toMatchObject({
      effectivefrom: '2026-05-01',
      monthlyrent: 13000,
      reasoncode: 'leaseRenewal',
      reasonparams: { enddate: '2027-04-30' },
    });
    const again = await send(token, 'POST', `${leaseUrl(amina.tenantid)}/renew`, {
      enddate: '2027-01-31',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.enddate).toMatch(/after the current end/);
  });
});

describe('a notice to vacate', () => {
  it('records who gave it and the move-out, short of the notice period or not', async () => {
    const owner = await landlordWithRoom(t.app);
    const amina = await addTenant(t.app, owner.token, owner.place);
    await send(owner.token, 'PUT', leaseUrl(amina.tenantid), {
      startdate: '2025-05-01',
      noticedays: 30,
    });
    const url = `/api/tenant/${amina.tenantid}/notice`;
    const short = await send(owner.token, 'POST', url, {
      givenby: 'tenant',
      date: '2026-03-02',
      moveoutdate: '2026-03-20',
    });
    expect(short.statusCode).toBe(200);
    expect(short.json().notice).toMatchObject({
      givenby: 'tenant',
      date: '2026-03-02',
      moveoutdate: '2026-03-20',
      short: true,
    });
    time.advanceMinutes(5);
    const corrected = await send(owner.token, 'POST', url, {
      givenby: 'landlord',
      date: '2026-03-02',
      moveoutdate: '2026-04-30',
    });
    expect(corrected.json().notice).toMatchObject({ moveoutdate: '2026-04-30', short: false });
    const summary = await t.db
      .selectFrom('activity_log')
      .select('summary')
      .where('organization_id', '=', owner.organizationId)
      .where('kind', '=', 'vacate_notice_recorded')
      .orderBy('at')
      .execute();
    expect(summary.map((row) => row.summary)).toEqual([
      expect.stringContaining('given by the tenant on 2026-03-02: moving out on 2026-03-20'),
      expect.stringContaining('given by the landlord on 2026-03-02: moving out on 2026-04-30'),
    ]);
    const backwards = await send(owner.token, 'POST', url, {
      givenby: 'tenant',
      date: '2026-03-02',
      moveoutdate: '2026-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.moveoutdate).toMatch(/before the notice/);
  });
});
