import type { Statement } from '@rental/shared/schemas/ledger';
import type {
  Collections,
  IncomeStatement,
  Occupancy,
  RentRoll,
} from '@rental/shared/schemas/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { endTenancy, moveIn, statementOf, tenantOf } from '../tenancy/tenancy-fixtures.js';
import { insertInvoice, pay, settableClock } from '../transactions/fixtures.js';

// 20 March 2026, 09:00 in Nairobi.
const time = settableClock('2026-03-20T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function get<T>(token: string, url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: authed(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/**
 * Two rentals: Court (3 bedsitters at 8,000; two tenants, one of whom moved in in January) and
 * Heights (2 one-bedrooms at 15,000; one tenant, one who left in February).
 */
async function portfolio() {
  const owner = await landlordWithRoom(t.app, { monthlyrent: 8000, totalunits: 3 });
  const heights = await createRental(t.app, owner.token, { rentalname: 'Heights' });
  const oneBed = await createRoom(t.app, owner.token, heights.rentalid, {
    housetype: 'One Bedroom',
    monthlyrent: 15000,
    totalunits: 2,
  });
  const heightsPlace = { rentalid: heights.rentalid, housetype: oneBed.roomid };
  const a = await moveIn(t.app, owner, 8000, { moveindate: '2026-01-05' });
  const b = await moveIn(t.app, owner, 0, { moveindate: '2026-03-01' });
  const c = await moveIn(t.app, { token: owner.token, place: heightsPlace }, 15000, {
    moveindate: '2025-12-01',
  });
  const d = await moveIn(t.app, { token: owner.token, place: heightsPlace }, 0, {
    moveindate: '2025-11-01',
  });
  const ended = await endTenancy(t.app, owner.token, d.tenantid, { moveoutdate: '2026-02-15' });
  expect(ended.statusCode, ended.body).toBe(200);

  const bill = (tenantId: string, cents: number, month: string, type = 'Rental Invoice Bill') =>
    insertInvoice(t.db, {
      organizationId: owner.organizationId,
      tenantId,
      amountCents: cents,
      type: type as 'Rental Invoice Bill',
      billingDate: `${month}-01`,
      invoiceDate: `${month}-01T06:00:00.000Z`,
    });
  await bill(a.tenantid, 800_000, '2026-02');
  await bill(a.tenantid, 800_000, '2026-03');
  await bill(a.tenantid, 120_000, '2026-03', 'Water Invoice Bill');
  await bill(b.tenantid, 800_000, '2026-03');
  await bill(c.tenantid, 1_500_000, '2026-02');
  await bill(c.tenantid, 1_500_000, '2026-03');
  await pay(t.app, owner.token, a.tenantid, 16000, { date: '2026-02-03' }); // deposit 8,000
  await pay(t.app, owner.token, a.tenantid, 5000, { date: '2026-03-04' });
  await pay(t.app, owner.token, c.tenantid, 30000, { date: '2026-02-10' }); // deposit 15,000
  await pay(t.app, owner.token, c.tenantid, 15000, { date: '2026-03-02' });
  return { owner, heights, tenants: { a, b, c } };
}

describe('the portfolio reports', () => {
  let p: Awaited<ReturnType<typeof portfolio>>;
  beforeAll(async () => {
    p = await portfolio();
  });

  it('rent roll: a row per unit, with the balance and deposit the tenant pages show', async () => {
    const { units } = await get<RentRoll>(p.owner.token, '/api/reports/rent-roll');
    expect(units).toHaveLength(5);
    const occupied = units.filter((unit) => unit.status === 'occupied');
    expect(occupied.map((unit) => unit.tenantid).sort()).toEqual(
      Object.values(p.tenants)
        .map((tenant) => tenant.tenantid)
        .sort(),
    );
    for (const unit of occupied) {
      const page = await tenantOf(t.app, p.owner.token, unit.tenantid!);
      expect(unit).toMatchObject({
        balance: page.balance,
        depositheld: page.depositheld,
        monthlyrent: page.monthlyrent,
      });
    }
    const a = units.find((unit) => unit.tenantid === p.tenants.a.tenantid);
    expect(a).toMatchObject({ moveindate: '2026-01-05', balance: 4200, depositheld: 8000 });
    const vacant = units.filter((unit) => unit.status === 'vacant');
    expect(vacant.map((u) => [u.rentalname, u.roomtype, u.monthlyrent, u.housenumber])).toEqual([
      ['Heights', 'One Bedroom', 15000, null],
      [p.owner.rental.rentaldata.rentalname, 'Bedsitter', 8000, null],
    ]);
    const heightsOnly = await get<RentRoll>(
      p.owner.token,
      `/api/reports/rent-roll?rentalid=${p.heights.rentalid}`,
    );
    expect(heightsOnly.units.map((unit) => unit.status)).toEqual(['occupied', 'vacant']);
  });

  it('occupancy: units, vacancy rate and loss, and tenants at each month end', async () => {
    const report = await get<Occupancy>(p.owner.token, '/api/reports/occupancy');
    expect(report.totals).toEqual({
      units: 5,
      occupied: 3,
      vacant: 2,
      vacancyrate: 40,
      vacancyloss: 23000,
    });
    expect(report.rentals.find((r) => r.rentalid === p.heights.rentalid)).toMatchObject({
      units: 2,
      occupied: 1,
      vacancyrate: 50,
      vacancyloss: 15000,
    });
    expect(report.trend).toHaveLength(12);
    const at = (month: string) => report.trend.find((row) => row.month === month)?.occupied;
    // November: D; December: C and D; January: A too; February: D left on the 15th; March: B.
    expect([at('2025-11'), at('2025-12'), at('2026-01'), at('2026-02'), at('2026-03')]).toEqual([
      1, 2, 3, 2, 3,
    ]);
    expect(report.trend.at(-1)).toMatchObject({ month: '2026-03', occupancyrate: 60 });
  });

  it('collections: what the statements billed and credited, month by month', async () => {
    const report = await get<Collections>(
      p.owner.token,
      '/api/reports/collections?from=2026-02&to=2026-03',
    );
    const statements: Statement[] = await Promise.all(
      Object.values(p.tenants).map((tenant) => statementOf(t.app, p.owner.token, tenant.tenantid)),
    );
    for (const month of report.months) {
      const entries = statements
        .flatMap((s) => s.entries)
        .filter((e) => e.date.startsWith(month.month));
      expect(month.invoiced).toBe(
        sum(entries.filter((e) => e.kind === 'invoice').map((e) => e.debit)),
      );
      expect(month.collected).toBe(
        sum(entries.filter((e) => e.kind === 'payment').map((e) => e.credit)),
      );
    }
    expect(
      report.months.map(({ month, invoiced, collected, rate }) => [
        month,
        invoiced,
        collected,
        rate,
      ]),
    ).toEqual([
      ['2026-02', 23000, 23000, 100],
      ['2026-03', 32200, 20000, 62.1],
    ]);
    expect(report.totals).toEqual({
      invoiced: 55200,
      collected: 43000,
      rate: 77.9,
      keptfromdeposits: 0,
    });
    const heights = report.months[1]!.rentals.find((r) => r.rentalid === p.heights.rentalid);
    expect(heights).toMatchObject({ invoiced: 15000, collected: 15000, rate: 100 });
  });

  it('collections: refuses months in the wrong order or a malformed month', async () => {
    for (const query of ['from=2026-03&to=2026-01', 'from=2026-13', 'to=March']) {
      const response = await t.app.inject({
        url: `/api/reports/collections?${query}`,
        headers: authed(p.owner.token),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('income statement: what payments paid for, less expenses, per rental and in all', async () => {
    const spend = async (
      rentalid: string | null,
      category: string,
      amount: number,
      date: string,
    ) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/expenses/new-expense',
        headers: authed(p.owner.token),
        payload: { date, rentalid, category, amount, payee: 'Fundi Ltd', paymentmode: 'Cash' },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const court = p.owner.rental.rentalid;
    await spend(court, 'Repairs and maintenance', 2500, '2026-03-05');
    await spend(court, 'Security', 1000.5, '2026-03-06');
    await spend(p.heights.rentalid, 'Land rates', 4000, '2026-02-20');
    await spend(null, 'Legal', 3000, '2026-03-10');
    const march = await get<IncomeStatement>(
      p.owner.token,
      '/api/reports/income-statement?from=2026-03-01&to=2026-03-31',
    );
    const courtRow = march.rentals.find((r) => r.rentalid === court);
    // A's 5,000 in March settled March's rent (February's was paid in February).
    expect(courtRow).toMatchObject({
      income: { rent: 5000, water: 0, servicecharge: 0, other: 0, total: 5000 },
      expenses: { total: 3500.5 },
      net: 1499.5,
    });
    expect(courtRow!.expenses.bycategory).toMatchObject({
      'Repairs and maintenance': 2500,
      Security: 1000.5,
      Legal: 0,
    });
    expect(march.rentals.find((r) => r.rentalid === p.heights.rentalid)).toMatchObject({
      income: { rent: 15000, total: 15000 },
      expenses: { total: 0 },
      net: 15000,
    });
    // The organization's legal fee is in the totals only.
    expect(march.totals).toMatchObject({ income: 20000, expenses: 6500.5, net: 13499.5 });
    expect(march.totals.expensesbycategory.Legal).toBe(3000);
    // Income agrees with the collections report for the same month.
    const collected = await get<Collections>(
      p.owner.token,
      '/api/reports/collections?from=2026-03&to=2026-03',
    );
    expect(march.totals.income).toBe(collected.totals.collected);

    const heightsOnly = await get<IncomeStatement>(
      p.owner.token,
      `/api/reports/income-statement?from=2026-02-01&to=2026-03-31&rentalid=${p.heights.rentalid}`,
    );
    expect(heightsOnly.rentals).toHaveLength(1);
    expect(heightsOnly.totals).toMatchObject({ income: 30000, expenses: 4000, net: 26000 });
    // The last calendar day is a day like any other: nothing from March on is left out.
    const [far, farthest] = await Promise.all(
      ['2999-12-31', '9999-12-31'].map((to) =>
        get<IncomeStatement>(
          p.owner.token,
          `/api/reports/income-statement?from=2026-03-01&to=${to}`,
        ),
      ),
    );
    expect(farthest!.totals.income).toBe(far!.totals.income);
    expect(farthest!.totals.income).toBeGreaterThanOrEqual(march.totals.income);
    const backwards = await t.app.inject({
      url: '/api/reports/income-statement?from=2026-03-31&to=2026-03-01',
      headers: authed(p.owner.token),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    for (const report of ['rent-roll', 'occupancy', 'collections', 'income-statement']) {
      const response = await t.app.inject({ url: `/api/reports/${report}` });
      expect(response.statusCode).toBe(401);
    }
  });
});
