import type { Expense, ExpensePage } from '@rental/shared/schemas/expenses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createExpense, expenseBody, postExpense } from '../helpers/expenses.js';
import { countRows, createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// 09:00 in Nairobi on 2 March 2026.
const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

async function list(token: string, query = ''): Promise<ExpensePage> {
  const response = await t.app.inject({ url: `/api/expenses/all${query}`, headers: authed(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (page: ExpensePage) => page.expenses.map((expense) => expense.expenseid);

describe('POST /api/expenses/new-expense', () => {
  it('records an expense of a rental and answers it in KES, as GET reads it back', async () => {
    const { token } = await signUp(t.app, { firstname: 'Amina', lastname: 'Wanjiru' });
    const rental = await createRental(t.app, token, { rentalname: 'Jua Court' });
    const response = await postExpense(t.app, token, {
      rentalid: rental.rentalid,
      category: 'Water bill',
      amount: '12000.50',
      payee: ' Nairobi Water ',
      paymentmode: 'MPESA',
      reference: 'SGH7XK2P4L',
      note: 'February bill',
    });
    expect(response.statusCode).toBe(201);
    const { expense } = response.json<{ expense: Expense }>();
    expect(expense).toEqual({
      expenseid: expect.any(String),
      expensedata: {
        date: '2026-03-01',
        rentalid: rental.rentalid,
        category: 'Water bill',
        amount: 12000.5,
        payee: 'Nairobi Water',
        paymentmode: 'MPESA',
        reference: 'SGH7XK2P4L',
        note: 'February bill',
        hasreceipt: false,
      },
      rentalname: 'Jua Court',
      receipttype: null,
      recordedby: 'Amina Wanjiru',
    });
    const read = await t.app.inject({
      url: `/api/expenses/${expense.expenseid}`,
      headers: authed(token),
    });
    expect(read.json()).toEqual({ expense });
    // Integer cents inside.
    const row = await t.db
      .selectFrom('expenses')
      .select('amount_cents')
      .where('id', '=', expense.expenseid)
      .executeTakeFirstOrThrow();
    expect(Number(row.amount_cents)).toBe(1_200_050);
  });

  it('takes no rental (null, empty or left out) as an expense of the whole organization', async () => {
    const { token } = await signUp(t.app);
    for (const rentalid of [null, '', undefined]) {
      const expense = await createExpense(t.app, token, { rentalid });
      expect(expense.expensedata.rentalid).toBeNull();
      expect(expense.rentalname).toBeNull();
    }
  });

  it('does not touch the tenant ledger', async () => {
    const { token, user } = await signUp(t.app);
    await createExpense(t.app, token);
    const transactions = await t.db
      .selectFrom('transactions')
      .select('id')
      .where('organization_id', '=', user.organizationid)
      .execute();
    expect(transactions).toEqual([]);
  });
});

describe('GET /api/expenses/all', () => {
  it('lists newest day first, the latest recorded first within a day, with count and total', async () => {
    const { token } = await signUp(t.app);
    const march = await createExpense(t.app, token, { date: '2026-03-01', amount: 100 });
    const feb = await createExpense(t.app, token, { date: '2026-02-10', amount: 200.25 });
    const marchLater = await createExpense(t.app, token, { date: '2026-03-01', amount: 300 });

    const page = await list(token);
    expect(idsOf(page)).toEqual([marchLater.expenseid, march.expenseid, feb.expenseid]);
    expect(page).toMatchObject({ nextcursor: null, total: 600.25, count: 3 });
  });

  it('filters by days (both included), rental, the whole organization and category', async () => {
    const { token } = await signUp(t.app);
    const jua = await createRental(t.app, token, { rentalname: 'Jua Court' });
    const baraka = await createRental(t.app, token, { rentalname: 'Baraka Flats' });
    const juaWater = await createExpense(t.app, token, {
      rentalid: jua.rentalid,
      category: 'Water bill',
      date: '2026-02-01',
      amount: 1000,
    });
    const juaRepair = await createExpense(t.app, token, {
      rentalid: jua.rentalid,
      date: '2026-02-28',
      amount: 2500,
    });
    const barakaWater = await createExpense(t.app, token, {
      rentalid: baraka.rentalid,
      category: 'Water bill',
      date: '2026-01-31',
      amount: 700,
    });
    const general = await createExpense(t.app, token, {
      category: 'Legal',
      date: '2026-03-02',
      amount: 5000,
    });

    const jan31ToFeb28 = await list(token, '?from=2026-01-31&to=2026-02-28');
    expect(idsOf(jan31ToFeb28)).toEqual([
      juaRepair.expenseid,
      juaWater.expenseid,
      barakaWater.expenseid,
    ]);
    expect(jan31ToFeb28).toMatchObject({ total: 4200, count: 3 });

    const ofJua = await list(token, `?rentalid=${jua.rentalid}`);
    expect(idsOf(ofJua)).toEqual([juaRepair.expenseid, juaWater.expenseid]);
    expect(ofJua.total).toBe(3500);

    expect(idsOf(await list(token, '?rentalid=none'))).toEqual([general.expenseid]);

    const water = await list(token, `?category=${encodeURIComponent('Water bill')}`);
    expect(idsOf(water)).toEqual([juaWater.expenseid, barakaWater.expenseid]);
    expect(water).toMatchObject({ total: 1700, count: 2 });

    const none = await list(token, '?from=2026-03-03');
    expect(none).toEqual({ expenses: [], nextcursor: null, total: 0, count: 0 });
  });

  it('pages with the cursor, each expense once, the total over every page', async () => {
    const { token } = await signUp(t.app);
    // Two on one day, so a page ends between expenses of the same day.
    const days = ['2026-02-01', '2026-02-03', '2026-02-03', '2026-02-05', '2026-02-07'];
    const created = [];
    for (const date of days) created.push(await createExpense(t.app, token, { date }));
    const expected = created.map((expense) => expense.expenseid).reverse();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await list(token, query);
      expect(page).toMatchObject({ total: 4500 * 5, count: 5 });
      seen.push(...idsOf(page));
      cursor = page.nextcursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it('refuses a cursor it did not make', async () => {
    const { token } = await signUp(t.app);
    const response = await t.app.inject({
      url: '/api/expenses/all?cursor=bm90LWEtY3Vyc29y',
      headers: authed(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
    expect(response.json().error.fields).toHaveProperty('cursor');
  });
});

describe('PUT and DELETE /api/expenses/{id}', () => {
  it('corrects every field and keeps who recorded it', async () => {
    const { token } = await signUp(t.app, { firstname: 'Amina', lastname: 'Wanjiru' });
    const rental = await createRental(t.app, token);
    const expense = await createExpense(t.app, token);
    const changed = expenseBody({
      rentalid: rental.rentalid,
      date: '2026-02-27',
      category: 'Security',
      amount: 8000,
      payee: 'Simba Guards',
      paymentmode: 'Bank',
      reference: 'TRX-22',
      note: 'Night guard',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${expense.expenseid}`,
      headers: authed(token),
      payload: changed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().expense).toEqual({
      ...expense,
      expensedata: { ...changed, hasreceipt: false },
      rentalname: rental.rentaldata.rentalname,
    });
  });

  it('deletes an expense: it is gone from the list and its total', async () => {
    const { token, user } = await signUp(t.app);
    const kept = await createExpense(t.app, token, { amount: 100 });
    const gone = await createExpense(t.app, token, { amount: 900 });
    const url = `/api/expenses/${gone.expenseid}`;
    const response = await t.app.inject({ method: 'DELETE', url, headers: authed(token) });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ url, headers: authed(token) })).statusCode).toBe(404);
    const page = await list(token);
    expect(idsOf(page)).toEqual([kept.expenseid]);
    expect(page.total).toBe(100);
    expect(await countRows(t.db, 'expenses', user.organizationid)).toBe(1);
    const again = await t.app.inject({ method: 'DELETE', url, headers: authed(token) });
    expect(again.statusCode).toBe(404);
  });
});

describe('the API reference', () => {
  it('documents every expense route from its schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/expenses/new-expense',
        '/api/expenses/all',
        '/api/expenses/{id}',
        '/api/expenses/{id}/receipt',
      ]),
    );
    const body =
      doc.paths['/api/expenses/new-expense'].post.requestBody.content['application/json'];
    expect(body.schema.required).toEqual(
      expect.arrayContaining(['date', 'category', 'amount', 'payee', 'paymentmode']),
    );
    expect(body.schema.properties.category.enum).toContain('Cleaning and garbage');
  });
});
