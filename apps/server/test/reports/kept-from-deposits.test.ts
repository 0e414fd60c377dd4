import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import type { Collections, IncomeStatement } from '@rental/shared/schemas/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { billNow, endTenancy, moveIn } from '../tenancy/tenancy-fixtures.js';
import { pay, settableClock } from '../transactions/fixtures.js';

// Issue 29: deposit money kept at move-out is income of the month it was kept, on its own
// line ("Kept from deposits") in the income statement and collections; for KRA it is rent
// only when it was kept for unpaid rent. Today is 15 December 2026 (Nairobi).

const time = settableClock('2026-12-01T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function report<T>(token: string, url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: authed(token) });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json();
}

describe('deposit money kept at move-out', () => {
  it('is its own income line in its month, and KRA rent only when kept for unpaid rent', async () => {
    time.set('2026-12-01T07:00:00.000Z');
    const owner = await landlordWithRoom(t.app, { monthlyrent: 9000 });
    const tenant = await moveIn(t.app, owner, 10000, { moveindate: '2026-12-01' });
    await pay(t.app, owner.token, tenant.tenantid, 10000);
    await billNow(t.app, owner.token, tenant.tenantid, 3000);
    time.set('2026-12-15T07:00:00.000Z');
    const ended = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-12-15',
      deductions: [
        { reason: 'unpaid rent', amount: 3000 },
        { reason: 'damage', amount: 4000, note: 'Broken window' },
        { reason: 'cleaning', amount: 1000 },
      ],
      refund: { amount: 2000, paymentmode: 'Cash', reference: 'R9' },
    });
    expect(ended.statusCode).toBe(200);
    const rentalid = owner.rental.rentalid;

    const december = await report<IncomeStatement>(
      owner.token,
      '/api/reports/income-statement?from=2026-12-01&to=2026-12-31',
    );
    expect(december.totals.incomebykind).toEqual({
      rent: 0,
      water: 0,
      servicecharge: 0,
      other: 0,
      keptfromdeposits: 8000,
      total: 8000,
    });
    expect(december.totals).toMatchObject({ income: 8000, net: 8000 });
    expect(december.rentals).toEqual([
      expect.objectContaining({
        rentalid,
        income: expect.objectContaining({ keptfromdeposits: 8000, total: 8000 }),
      }),
    ]);
    const january = await report<IncomeStatement>(
      owner.token,
      '/api/reports/income-statement?from=2027-01-01&to=2027-01-31',
    );
    expect(january.totals.incomebykind.keptfromdeposits).toBe(0);

    const collections = await report<Collections>(
      owner.token,
      '/api/reports/collections?from=2026-11&to=2026-12',
    );
    expect(collections.months.map((m) => [m.month, m.keptfromdeposits, m.collected])).toEqual([
      ['2026-11', 0, 0],
      ['2026-12', 8000, 0],
    ]);
    expect(collections.months[1]!.rentals).toEqual([
      expect.objectContaining({ rentalid, keptfromdeposits: 8000 }),
    ]);
    expect(collections.totals.keptfromdeposits).toBe(8000);

    // KRA: the 3,000 kept for unpaid rent is rent received; damage and cleaning never are.
    const mri = await report<KraMriReport>(owner.token, '/api/reports/kra-mri?month=2026-12');
    expect(mri.totalgross).toBe(3000);
    expect(mri.properties).toEqual([expect.objectContaining({ rentalid, grossrent: 3000 })]);
    expect(mri.yeartodate).toBe(3000);
    expect(mri.excluded).toEqual({
      water: 0,
      servicecharge: 0,
      other: 0,
      deposits: 10000,
      keptfromdeposits: 5000,
    });
  });

  it('kept only for damage adds nothing to KRA rent', async () => {
    time.set('2026-12-01T07:00:00.000Z');
    const owner = await landlordWithRoom(t.app, { monthlyrent: 9000 });
    const tenant = await moveIn(t.app, owner, 5000, { moveindate: '2026-12-01' });
    await pay(t.app, owner.token, tenant.tenantid, 5000);
    await billNow(t.app, owner.token, tenant.tenantid, 9000);
    await pay(t.app, owner.token, tenant.tenantid, 9000);
    time.set('2026-12-15T07:00:00.000Z');
    const ended = await endTenancy(t.app, owner.token, tenant.tenantid, {
      moveoutdate: '2026-12-15',
      deductions: [{ reason: 'damage', amount: 5000 }],
    });
    expect(ended.statusCode).toBe(200);
    const mri = await report<KraMriReport>(owner.token, '/api/reports/kra-mri?month=2026-12');
    expect(mri.excluded.keptfromdeposits).toBe(5000);
    // The 9,000 paid settled a "Bill now" charge (other income), not rent.
    expect(mri.totalgross).toBe(0);
    const income = await report<IncomeStatement>(
      owner.token,
      '/api/reports/income-statement?from=2026-12-01&to=2026-12-31',
    );
    expect(income.totals.incomebykind).toMatchObject({ other: 9000, keptfromdeposits: 5000 });
    expect(income.totals.income).toBe(14000);
  });
});
