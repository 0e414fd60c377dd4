import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { activityOf } from '../helpers/activity.js';
import { createExpense, expenseBody, postExpense } from '../helpers/expenses.js';
import { signedInMember } from '../helpers/members.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { landlordWithRoom, postTenant, tenantBody } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { creditNote, endTenancy, moveIn } from '../tenancy/tenancy-fixtures.js';
import { insertInvoice, pay, postPayment, settableClock } from '../transactions/fixtures.js';

// Issue 29, closed months. February 2026 is lived in, then closed on 10 March (Nairobi).
const time = settableClock('2026-02-05T07:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof landlordWithRoom>> & { landlordid?: string };

/**
 * An agent's account with a rental whose landlord is recorded (so the month has an owner
 * statement), shaped as landlordWithRoom's.
 */
async function agentWithLandlord(): Promise<Owner> {
  const account = await signUp(t.app, { accounttype: 'Agent' });
  const rental = await createRental(t.app, account.token);
  const room = await createRoom(t.app, account.token, rental.rentalid, { monthlyrent: 10000 });
  const landlord = await call(account.token, 'POST', '/api/landlords/new-landlord', {
    name: 'Wanjiru Estates',
    phonenumber: '0722000333',
    payout: { method: 'mpesa', phonenumber: '0722000333' },
    commissiontype: 'percent',
    commission: 10,
  });
  expect(landlord.statusCode, landlord.body).toBe(201);
  const { landlordid } = landlord.json().landlord;
  const linked = await call(account.token, 'PUT', `/api/rental/all-rentals/${rental.rentalid}`, {
    rentalname: rental.rentaldata.rentalname,
    rentallocation: rental.rentaldata.rentallocation,
    landlordid,
  });
  expect(linked.statusCode, linked.body).toBe(200);
  return {
    ...account,
    organizationId: account.user.organizationid,
    rental,
    room,
    place: { rentalid: rental.rentalid, housetype: room.roomid },
    landlordid,
  };
}

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: authed(token), ...(payload && { payload }) });
}
const closeMonth = (token: string, month: string) =>
  call(token, 'POST', '/api/books/closed-months', { month });
const reopen = (token: string, month: string, currentpin: string) =>
  call(token, 'DELETE', `/api/books/closed-months/${month}`, { currentpin });

/**
 * A tenant added on 5 February with a February rent invoice, late fee and payment, and a
 * February expense; for an agent, the rental's landlord is recorded.
 */
async function februaryHistory(account: 'landlord' | 'agent' = 'landlord') {
  time.set('2026-02-05T07:00:00.000Z');
  const owner =
    account === 'agent'
      ? await agentWithLandlord()
      : await landlordWithRoom(t.app, { monthlyrent: 10000 });
  const tenant = await moveIn(t.app, owner, 0, { moveindate: '2026-02-01' });
  const { organizationId } = owner;
  const rent = await insertInvoice(t.db, {
    organizationId,
    tenantId: tenant.tenantid,
    amountCents: 1_000_000,
    billingDate: '2026-02-01',
  });
  const lateFee = await insertInvoice(t.db, {
    organizationId,
    tenantId: tenant.tenantid,
    amountCents: 50_000,
    type: 'Late Fee',
    billingDate: '2026-02-10',
  });
  time.set('2026-02-20T07:00:00.000Z');
  const payment = await pay(t.app, owner.token, tenant.tenantid, 4000);
  const expense = await createExpense(t.app, owner.token, {
    date: '2026-02-18',
    rentalid: owner.place.rentalid,
  });
  time.set('2026-03-10T07:00:00.000Z');
  return { owner, tenant, rent, lateFee, payment, expense };
}

/** Every row of money (and tenants) of the organization: a refused change adds none. */
async function moneyRows(organizationId: string) {
  const count = async (
    table:
      'transactions' | 'invoices' | 'credit_notes' | 'deposit_refunds' | 'tenants' | 'expenses',
  ) =>
    (
      await t.db
        .selectFrom(table)
        .select('id')
        .where('organization_id', '=', organizationId)
        .execute()
    ).length;
  return {
    transactions: await count('transactions'),
    invoices: await count('invoices'),
    creditnotes: await count('credit_notes'),
    refunds: await count('deposit_refunds'),
    tenants: await count('tenants'),
    expenses: await count('expenses'),
  };
}

/**
 * Every report that can be read for February (the owner statement when there is a landlord),
 * the tenant's statement and details, and February's expenses.
 */
async function februaryReports(owner: Owner, tenantId: string) {
  const urls = [
    ...(owner.landlordid
      ? [`/api/reports/owner-statement?landlordid=${owner.landlordid}&month=2026-02`]
      : []),
    '/api/expenses/all?from=2026-02-01&to=2026-02-28',
    '/api/reports/income-statement?from=2026-02-01&to=2026-02-28',
    '/api/reports/collections?from=2026-02&to=2026-02',
    '/api/reports/kra-mri?month=2026-02',
    `/api/tenant/all-tenants/${tenantId}/statement`,
    `/api/tenant/all-tenants/${tenantId}`,
  ];
  const bodies = [];
  for (const url of urls) {
    const response = await call(owner.token, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    bodies.push(response.json());
  }
  return bodies;
}

function expectMonthClosed(response: { statusCode: number; body: string }, month = '2026-02') {
  expect(response.statusCode, response.body).toBe(409);
  const { error } = JSON.parse(response.body);
  expect(error.code, response.body).toBe('month_closed');
  expect(error.params).toEqual({ month });
  expect(error.message).toContain(month);
}

/** Each kind of change a user makes by hand, dated in February. */
function februaryChanges(owner: Owner, h: Awaited<ReturnType<typeof februaryHistory>>) {
  const { tenantid } = h.tenant;
  return {
    'a payment dated in February': () =>
      postPayment(t.app, owner.token, {
        tenantid,
        paymentmode: 'Cash',
        amount: 1000,
        description: 'Rent',
        date: '2026-02-25',
      }),
    'a tenant moved in during February with a deposit': () =>
      postTenant(
        t.app,
        owner.token,
        tenantBody(owner.place, {
          housenumber: 'Z9',
          openingrentbalance: 0,
          openingwaterbalance: 0,
          deposit: 5000,
          moveindate: '2026-02-15',
        }),
      ),
    'changing the opening balance of a tenant added in February': () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/tenant/all-tenants/${tenantid}`,
        headers: authed(owner.token),
        payload: tenantBody(owner.place, {
          housenumber: h.tenant.tenantdata.housenumber,
          meternumber: h.tenant.tenantdata.meternumber,
          openingrentbalance: 2500,
          openingwaterbalance: 0,
        }),
      }),
    'a move-out dated in February': () =>
      endTenancy(t.app, owner.token, tenantid, { moveoutdate: '2026-02-28' }),
    'an expense dated in February': () => postExpense(t.app, owner.token, { date: '2026-02-27' }),
    'correcting a February expense': () =>
      call(
        owner.token,
        'PUT',
        `/api/expenses/${h.expense.expenseid}`,
        expenseBody({ amount: 9999 }),
      ),
    'deleting a February expense': () =>
      call(owner.token, 'DELETE', `/api/expenses/${h.expense.expenseid}`),
  };
}

/**
 * Corrections of February's charges made in March: each posts on its own day in the open month
 * and points to the charge it corrects, so February reads the same.
 */
function februaryCorrections(owner: Owner, h: Awaited<ReturnType<typeof februaryHistory>>) {
  return {
    'a credit note on a February invoice': () =>
      creditNote(t.app, owner.token, h.tenant.tenantid, {
        amount: 500,
        reason: 'Correction',
        invoiceid: h.rent.id,
      }),
    'waiving a February late fee': () =>
      call(owner.token, 'POST', `/api/invoice/${h.lateFee.id}/waive`, { reason: 'Forgiven' }),
  };
}

describe('closed months', () => {
  it('closes an ended month, lists it, and refuses the current and future months', async () => {
    const { owner } = await februaryHistory();
    const closed = await closeMonth(owner.token, '2026-02');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().month).toMatchObject({ month: '2026-02', reason: 'closed-by-owner' });

    const listed = await call(owner.token, 'GET', '/api/books/closed-months');
    expect(listed.json()).toEqual({
      months: [
        {
          month: '2026-02',
          closedat: '2026-03-10T07:00:00.000Z',
          reason: 'closed-by-owner',
          filed: [],
        },
      ],
    });
    expect((await closeMonth(owner.token, '2026-02')).statusCode).toBe(409);
    for (const month of ['2026-03', '2026-04']) {
      const refused = await closeMonth(owner.token, month);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.fields.month).toContain(month);
    }
    const log = await activityOf(t.app, owner.token);
    expect(log.map((entry) => entry.summary)).toContain('Closed the books for 2026-02');
  });

  it('refuses every manual change dated in a closed month; reports read the same', async () => {
    const history = await februaryHistory('agent');
    const { owner, tenant } = history;
    expect((await closeMonth(owner.token, '2026-02')).statusCode).toBe(200);
    const rowsBefore = await moneyRows(owner.organizationId);
    const reportsBefore = await februaryReports(owner, tenant.tenantid);
    // The owner statement has February's money in it: rent collected, the expense.
    expect(reportsBefore[0]).toMatchObject({ month: '2026-02', collected: 4000, expenses: 4500 });

    for (const [change, attempt] of Object.entries(februaryChanges(owner, history))) {
      const response = await attempt();
      expectMonthClosed(response);
      expect(await moneyRows(owner.organizationId), change).toEqual(rowsBefore);
    }
    expect(await februaryReports(owner, tenant.tenantid)).toEqual(reportsBefore);

    // Corrections of February's charges land in March, pointing to what they correct.
    for (const [change, attempt] of Object.entries(februaryCorrections(owner, history))) {
      const response = await attempt();
      expect(response.statusCode, `${change}: ${response.body}`).toBe(201);
    }
    const notes = await t.db
      .selectFrom('credit_notes as c')
      .innerJoin('ledger_entries as e', 'e.source_id', 'c.id')
      .select(['c.invoice_id', 'e.effective_on'])
      .where('c.organization_id', '=', owner.organizationId)
      .where('c.kind', 'in', ['correction', 'waiver'])
      .execute();
    expect(notes.map((note) => note.invoice_id).sort()).toEqual(
      [history.rent.id, history.lateFee.id].sort(),
    );
    for (const note of notes) expect(note.effective_on).toBe('2026-03-10');
    // The tenant's own statement and balance show the corrections; February's reports do not.
    const reportsAfter = await februaryReports(owner, tenant.tenantid);
    expect(reportsAfter.slice(0, -2)).toEqual(reportsBefore.slice(0, -2));
    const marchCollections = await call(
      owner.token,
      'GET',
      '/api/reports/collections?from=2026-03&to=2026-03',
    );
    expect(marchCollections.json().months[0].invoiced).toBe(-(500 + 500));

    // An expense of an open month may not be moved into the closed one either.
    const march = await createExpense(t.app, owner.token, { date: '2026-03-02' });
    const intoFebruary = await call(
      owner.token,
      'PUT',
      `/api/expenses/${march.expenseid}`,
      expenseBody({ date: '2026-02-20' }),
    );
    expectMonthClosed(intoFebruary);
    expect(await februaryReports(owner, tenant.tenantid)).toEqual(reportsAfter);

    // The same changes are accepted once the month is open again (the guard is the month).
    expect((await reopen(owner.token, '2026-02', '4321')).statusCode).toBe(200);
    const payment = await februaryChanges(owner, history)['a payment dated in February']();
    expect(payment.statusCode, payment.body).toBe(201);
    const removed = await februaryChanges(owner, history)['deleting a February expense']();
    expect(removed.statusCode, removed.body).toBe(204);
  });

  it('refuses a one-off charge when the month it is dated in (today) is closed', async () => {
    const { owner, tenant } = await februaryHistory();
    // Only possible if the current month was closed (an earlier clock): the guard still holds.
    await t.db
      .insertInto('closed_months')
      .values({
        organization_id: owner.organizationId,
        month: '2026-03',
        closed_at: '2026-03-01T00:00:00.000Z',
        reason: 'closed-by-owner',
        closed_by: null,
        closed_by_name: 'Test',
      })
      .execute();
    const rowsBefore = await moneyRows(owner.organizationId);
    const charge = await call(owner.token, 'POST', '/api/invoice/new-charge', {
      tenantid: tenant.tenantid,
      chargetype: 'other',
      description: 'Key',
      amount: 300,
    });
    expectMonthClosed(charge, '2026-03');
    const note = await creditNote(t.app, owner.token, tenant.tenantid, {
      amount: 100,
      reason: 'Goodwill',
    });
    expect(note.statusCode, note.body).toBe(201); // a balance note on today's date: open
    expect((await moneyRows(owner.organizationId)).invoices).toBe(rowsBefore.invoices);
  });

  it('filing the KRA return closes its month; reopening names it, needs the PIN, is logged', async () => {
    const { owner, tenant } = await februaryHistory();
    const filed = await call(owner.token, 'PUT', '/api/reports/kra-mri/filing', {
      month: '2026-02',
      prn: '2026ABC123',
      paidon: '2026-03-05',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const listed = (await call(owner.token, 'GET', '/api/books/closed-months')).json();
    expect(listed.months).toEqual([
      {
        month: '2026-02',
        closedat: '2026-03-10T07:00:00.000Z',
        reason: 'kra-filed',
        filed: [{ landlordname: null, prn: '2026ABC123', paidon: '2026-03-05' }],
      },
    ]);
    const payment = await postPayment(t.app, owner.token, {
      tenantid: tenant.tenantid,
      paymentmode: 'Cash',
      amount: 1000,
      description: 'Rent',
      date: '2026-02-25',
    });
    expectMonthClosed(payment);

    const wrong = await reopen(owner.token, '2026-02', '0000');
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().error.fields.currentpin).toBeDefined();
    const reopened = await reopen(owner.token, '2026-02', '4321');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({
      month: '2026-02',
      filed: [{ landlordname: null, prn: '2026ABC123', paidon: '2026-03-05' }],
    });
    expect((await call(owner.token, 'GET', '/api/books/closed-months')).json().months).toEqual([]);
    expect((await reopen(owner.token, '2026-02', '4321')).statusCode).toBe(404);

    const log = await activityOf(t.app, owner.token);
    const entry = log.find((e) => e.kind === 'month_reopened');
    expect(entry?.summary).toBe(
      'Reopened the books for 2026-02; filed figures that may change: KRA return 2026ABC123',
    );
    expect(entry).toMatchObject({ username: 'Amina Wanjiru', role: 'owner' });
    expect(log.some((e) => e.kind === 'pin_change_failed')).toBe(true);
  });

  it('a manager or accountant may list but neither close nor reopen', async () => {
    const { owner } = await februaryHistory();
    expect((await closeMonth(owner.token, '2026-01')).statusCode).toBe(200);
    for (const role of ['manager', 'accountant'] as const) {
      const { token } = await signedInMember(t.db, owner.organizationId, time.clock, role);
      expect((await call(token, 'GET', '/api/books/closed-months')).statusCode).toBe(200);
      expect((await closeMonth(token, '2026-02')).statusCode).toBe(403);
      expect((await reopen(token, '2026-01', '4321')).statusCode).toBe(403);
    }
    const months = (await call(owner.token, 'GET', '/api/books/closed-months')).json().months;
    expect(months.map((m: { month: string }) => m.month)).toEqual(['2026-01']);
  });
});
