import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { addTenant, landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// Reports → Repairs (issue 32): open repairs by age, and per rental and month what closed
// repairs cost beside the rental's other expenses, in KES as every report.

const time = testClock(new Date('2026-03-02T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());
beforeEach(() => time.set('2026-03-02T07:00:00.000Z'));

const send = (method: 'GET' | 'POST', token: string, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

async function repair(token: string, body: object) {
  const response = await send('POST', token, '/api/repairs', {
    category: 'plumbing',
    description: 'Kitchen tap leaks',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; reference: string }>();
}

async function close(token: string, id: string, cost: number, paidby: 'landlord' | 'tenant') {
  const response = await send('POST', token, `/api/repairs/${id}/close`, { cost, paidby });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ expenseid: string | null; invoiceid: string | null }>();
}

async function expense(token: string, rentalid: string, amount: number, date: string) {
  const response = await send('POST', token, '/api/expenses/new-expense', {
    date,
    rentalid,
    category: 'Security',
    amount,
    payee: 'Guard',
    paymentmode: 'Cash',
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('the repairs report', () => {
  it('adds up what repairs cost per rental and month as the expenses and charges posted', async () => {
    const owner = await landlordWithRoom(t.app);
    const second = await createRental(t.app, owner.token, { rentalname: 'Jacaranda Flats' });
    await createRoom(t.app, owner.token, second.rentalid);
    const tenant = await addTenant(t.app, owner.token, owner.place, {
      firstname: 'Akinyi',
      phonenumber: '0722000901',
    });

    // February: a repair paid by the landlord, one charged to the tenant, a guard's wage.
    time.set('2026-02-10T07:00:00.000Z');
    const feb1 = await repair(owner.token, { tenantid: tenant.tenantid });
    const feb2 = await repair(owner.token, { tenantid: tenant.tenantid });
    const paid = await close(owner.token, feb1.id, 2500, 'landlord');
    const charged = await close(owner.token, feb2.id, 1200.5, 'tenant');
    await expense(owner.token, owner.rental.rentalid, 4000, '2026-02-10');
    // March: one repair of the second rental, paid by the landlord; one left open.
    time.set('2026-03-01T07:00:00.000Z');
    const mar = await repair(owner.token, { rentalid: second.rentalid });
    await close(owner.token, mar.id, 800, 'landlord');
    time.set('2026-02-20T07:00:00.000Z');
    const open = await repair(owner.token, { rentalid: second.rentalid, priority: 'emergency' });
    time.set('2026-03-02T07:00:00.000Z');
    await repair(owner.token, { tenantid: tenant.tenantid });

    const response = await send('GET', owner.token, '/api/reports/repairs?from=2026-02&to=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.costs).toEqual([
      {
        rentalid: second.rentalid,
        rentalname: 'Jacaranda Flats',
        month: '2026-03',
        repairs: 800,
        repaircount: 1,
        chargedtotenants: 0,
        otherexpenses: 0,
        totalexpenses: 800,
      },
      {
        rentalid: owner.rental.rentalid,
        rentalname: owner.rental.rentaldata.rentalname,
        month: '2026-02',
        repairs: 2500,
        repaircount: 1,
        chargedtotenants: 1200.5,
        otherexpenses: 4000,
        totalexpenses: 6500,
      },
    ]);
    expect(report.totals).toEqual({
      repairs: 3300,
      chargedtotenants: 1200.5,
      otherexpenses: 4000,
      totalexpenses: 7300,
    });
    // The totals agree with what was posted: the income statement's expenses and the charge.
    const income = await send(
      'GET',
      owner.token,
      '/api/reports/income-statement?from=2026-02-01&to=2026-03-31',
    );
    expect(income.json().totals.expenses).toBe(report.totals.totalexpenses);
    const invoice = await t.db
      .selectFrom('invoices')
      .select('amount_cents')
      .where('id', '=', charged.invoiceid!)
      .executeTakeFirstOrThrow();
    expect(Number(invoice.amount_cents)).toBe(report.totals.chargedtotenants * 100);
    expect(paid.expenseid).toBeTruthy();

    // Open repairs, oldest first, with their age on 2 March.
    expect(report.open.map((row: { reference: string }) => row.reference)).toEqual([
      open.reference,
      expect.stringMatching(/^R-/),
    ]);
    expect(report.open[0]).toMatchObject({
      rentalid: second.rentalid,
      rentalname: 'Jacaranda Flats',
      housenumber: null,
      priority: 'emergency',
      status: 'new',
      agedays: 10,
    });
    expect(report.open[1]).toMatchObject({
      housenumber: tenant.tenantdata.housenumber,
      agedays: 0,
    });
    expect(report.openbyage).toEqual({ under7: 1, days7to30: 1, over30: 0 });

    // An expense edited since counts as it is now; one rental at a time.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${paid.expenseid}`,
      headers: authed(owner.token),
      payload: {
        date: '2026-02-10',
        rentalid: owner.rental.rentalid,
        category: 'Repairs and maintenance',
        amount: 2600,
        payee: 'Fundi',
        paymentmode: 'Cash',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await send('GET', owner.token, '/api/reports/repairs?from=2026-02&to=2026-03');
    expect(after.json().totals).toMatchObject({ repairs: 3400, otherexpenses: 4000 });
    const one = await send(
      'GET',
      owner.token,
      `/api/reports/repairs?from=2026-02&to=2026-03&rentalid=${second.rentalid}`,
    );
    expect(one.json().costs).toHaveLength(1);
    expect(one.json().open).toHaveLength(1);
    expect(one.json().totals.repairs).toBe(800);
  });

  it('shows a member limited to some rentals only theirs, and refuses another org’s rental', async () => {
    const owner = await landlordWithRoom(t.app);
    const second = await createRental(t.app, owner.token, { rentalname: 'Mvule Court' });
    const theirs = await repair(owner.token, { rentalid: owner.rental.rentalid });
    await repair(owner.token, { rentalid: second.rentalid });
    const limited = await memberToken(t.db, owner.organizationId, time.clock, 'manager', [
      owner.rental.rentalid,
    ]);
    const report = await send('GET', limited, '/api/reports/repairs');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().open.map((row: { reference: string }) => row.reference)).toEqual([
      theirs.reference,
    ]);
    const outside = await send('GET', limited, `/api/reports/repairs?rentalid=${second.rentalid}`);
    expect(outside.statusCode).toBe(404);

    const stranger = await landlordWithRoom(t.app);
    const other = await send(
      'GET',
      stranger.token,
      `/api/reports/repairs?rentalid=${owner.rental.rentalid}`,
    );
    expect(other.statusCode).toBe(404);
    const backwards = await send(
      'GET',
      owner.token,
      '/api/reports/repairs?from=2026-03&to=2026-01',
    );
    expect(backwards.statusCode).toBe(400);
    const unknownLandlord = await send('GET', owner.token, '/api/reports/repairs?landlordid=nope');
    expect(unknownLandlord.statusCode).toBe(404);
  });
});
