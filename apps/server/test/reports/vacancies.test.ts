import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import type { Notification } from '@rental/shared/schemas/notifications';
import type { Vacancies } from '@rental/shared/schemas/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertLongVacancies } from '../../src/modules/reports/index.js';
import { activityOf } from '../helpers/activity.js';
import { authed } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { endTenancy, moveIn } from '../tenancy/tenancy-fixtures.js';
import { settableClock } from '../transactions/fixtures.js';
import { memberToken } from '../helpers/members.js';
import { createRental, createRoom } from '../helpers/portfolio.js';

// Three units of KES 30,000 a month, made on 5 January 2026 (09:00 Nairobi).
const time = settableClock('2026-01-05T06:00:00.000Z');
/** Moves the clock to 09:00 Nairobi of `date`; the owner's session is kept alive across it. */
async function at(date: string) {
  time.set(`${date}T06:00:00.000Z`);
  await t.db.updateTable('sessions').set({ expires_at: '2099-01-01T00:00:00.000Z' }).execute();
}
let t: TestApp;
let owner: Awaited<ReturnType<typeof landlordWithRoom>>;
let a2: { tenantid: string };
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  owner = await landlordWithRoom(t.app, { totalunits: 3, monthlyrent: 30000 });
});
afterAll(() => t.close());

async function get<T>(url: string, token = owner.token): Promise<T> {
  const response = await t.app.inject({ url, headers: authed(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const report = (query = '') => get<Vacancies>(`/api/reports/vacancies${query}`);

async function end(tenantid: string, moveoutdate: string) {
  const response = await endTenancy(t.app, owner.token, tenantid, { moveoutdate });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/reports/vacancies', () => {
  it('counts days and lost rent across a move-out and a re-let', async () => {
    const a1 = await moveIn(t.app, owner, 0, { housenumber: 'A1', moveindate: '2026-01-05' });
    a2 = await moveIn(t.app, owner, 0, { housenumber: 'A2', moveindate: '2026-01-05' });
    await at('2026-02-10');
    await end(a1.tenantid, '2026-02-10');

    // 3 March: A1 empty 11 Feb to today, 18 February days at 30,000/28 and 3 March days at
    // 30,000/31; the unit never let, since the room type was made.
    await at('2026-03-03');
    const march = await report();
    expect(march.units).toEqual([
      {
        rentalid: owner.rental.rentalid,
        rentalname: owner.rental.rentaldata.rentalname,
        housenumber: null,
        roomtype: 'Bedsitter',
        vacantsince: '2026-01-05',
        daysvacant: 58,
        // 27/31 of January, all February, 3/31 of March.
        rentlost: 59032.26,
        monthlyrent: 30000,
      },
      {
        rentalid: owner.rental.rentalid,
        rentalname: owner.rental.rentaldata.rentalname,
        housenumber: 'A1',
        roomtype: 'Bedsitter',
        vacantsince: '2026-02-11',
        daysvacant: 21,
        rentlost: 22188.94,
        monthlyrent: 30000,
      },
    ]);
    expect(march.averagereletdays).toBeNull();

    // Re-let from 1 March (entered on the 5th): 18 days empty; A1 is no longer vacant.
    await at('2026-03-05');
    await moveIn(t.app, owner, 0, { housenumber: 'A1', moveindate: '2026-03-01' });
    // A2 leaves on 10 March: 10 days vacant by the 20th, 10/31 of a month.
    await at('2026-03-20');
    await end(a2.tenantid, '2026-03-10');
    const later = await report(`?rentalid=${owner.rental.rentalid}`);
    expect(
      later.units.map((u) => [u.housenumber, u.vacantsince, u.daysvacant, u.rentlost]),
    ).toEqual([
      [null, '2026-01-05', 75, 75483.87],
      ['A2', '2026-03-11', 10, 9677.42],
    ]);
    expect(later.totals).toEqual({ units: 2, rentlost: 85161.29 });
    expect(later.averagereletdays).toBe(18);
    expect(later.rentals).toEqual([
      {
        rentalid: owner.rental.rentalid,
        rentalname: owner.rental.rentaldata.rentalname,
        averagereletdays: 18,
        relets: 1,
      },
    ]);

    // The dashboard: two vacant units, and March's lost rent (20 days and 10 days).
    const dashboard = await get<DashboardSummary>('/api/dashboard/summary');
    expect(dashboard).toMatchObject({ vacantunits: 2, rentlostthismonth: 29032.26 });
  });

  it('lists current tenants whose notice to vacate has a move-out ahead', async () => {
    // Another landlord, so the units above stay as they are.
    const leaving = await landlordWithRoom(t.app, { totalunits: 2 });
    const staying = await moveIn(t.app, leaving, 0, {
      housenumber: 'A9',
      moveindate: '2026-03-20',
    });
    await moveIn(t.app, leaving, 0, { housenumber: 'A8', moveindate: '2026-03-20' });
    const notice = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/${staying.tenantid}/notice`,
      headers: authed(leaving.token),
      payload: { givenby: 'tenant', date: '2026-03-25', moveoutdate: '2026-04-15' },
    });
    expect(notice.statusCode).toBe(200);
    const { vacating, units } = await get<Vacancies>('/api/reports/vacancies', leaving.token);
    expect(units).toEqual([]);
    expect(vacating).toEqual([
      {
        rentalid: leaving.rental.rentalid,
        rentalname: leaving.rental.rentaldata.rentalname,
        housenumber: 'A9',
        tenantid: staying.tenantid,
        tenantname: 'Wanjiku Kamau',
        moveoutdate: '2026-04-15',
      },
    ]);
  });

  it("never shows another organization's units", async () => {
    const other = await landlordWithRoom(t.app, { totalunits: 2 });
    const theirs = await get<Vacancies>('/api/reports/vacancies', other.token);
    expect(theirs.units.map((u) => u.rentalid)).toEqual([
      other.rental.rentalid,
      other.rental.rentalid,
    ]);
    const ours = await report();
    expect(ours.units.every((u) => u.rentalid === owner.rental.rentalid)).toBe(true);
    // Their rental asked for by id: nothing of it (as every report answers).
    const asked = await report(`?rentalid=${other.rental.rentalid}`);
    expect(asked).toMatchObject({ units: [], vacating: [], rentals: [] });
  });
  it('shows a member limited to some rentals those only', async () => {
    const local = await landlordWithRoom(t.app, { totalunits: 1 });
    const second = await createRental(t.app, local.token);
    await createRoom(t.app, local.token, second.rentalid, { totalunits: 2 });
    const member = await memberToken(t.db, local.organizationId, time.clock, 'manager', [
      local.rental.rentalid,
    ]);
    const mine = await get<Vacancies>('/api/reports/vacancies', member);
    expect(mine.units.map((u) => u.rentalid)).toEqual([local.rental.rentalid]);
    const all = await get<Vacancies>('/api/reports/vacancies', local.token);
    expect(all.units).toHaveLength(3);
    const other = await t.app.inject({
      url: `/api/reports/vacancies?rentalid=${second.rentalid}`,
      headers: authed(member),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('the vacancy alert', () => {
  it('alerts the landlord once per unit and vacancy, however often the job runs', async () => {
    expect(await get('/api/reports/vacancies/settings')).toEqual({ alertafterdays: null });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/reports/vacancies/settings',
      headers: authed(owner.token),
      payload: { alertafterdays: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await get('/api/reports/vacancies/settings')).toEqual({ alertafterdays: 30 });
    const log = await activityOf(t.app, owner.token);
    expect(log.find((e) => e.kind === 'vacancy_settings_saved')?.summary).toBe(
      'Saved the vacancy alert: alert after days vacant: — → 30',
    );

    // 20 March: the unit never let is 75 days vacant; A2 only 10.
    const deps = { db: t.db, clock: time.clock };
    const runs = await Promise.all([alertLongVacancies(deps), alertLongVacancies(deps)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await alertLongVacancies(deps)).toBe(0);
    const bell = async () =>
      (await get<{ notifications: Notification[] }>('/api/notifications')).notifications.filter(
        (n) => n.kind === 'unit_vacant',
      );
    expect(await bell()).toMatchObject([
      {
        kind: 'unit_vacant',
        params: {
          house: 'Bedsitter',
          rental: owner.rental.rentaldata.rentalname,
          date: '2026-01-05',
          days: 30,
        },
        link: `/reports/vacancies?rentalid=${owner.rental.rentalid}`,
      },
    ]);

    // 15 April: A2 (vacant since 11 March) is 36 days vacant: one more alert, once.
    await at('2026-04-15');
    const later = await Promise.all([alertLongVacancies(deps), alertLongVacancies(deps)]);
    expect(later[0] + later[1]).toBe(1);
    expect((await bell()).map((n) => n.params.house).sort()).toEqual(['A2', 'Bedsitter']);
  });
});
