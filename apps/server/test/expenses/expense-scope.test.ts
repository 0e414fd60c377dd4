import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createExpense, expenseBody, pngBytes, putReceipt } from '../helpers/expenses.js';
import { countRows, createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

const time = testClock(new Date('2026-03-02T06:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

describe("another organization's expense", () => {
  it('answers 404 to every route, and changes nothing', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const expense = await createExpense(t.app, owner.token);
    expect((await putReceipt(t.app, owner.token, expense.expenseid, pngBytes())).statusCode).toBe(
      200,
    );
    const url = `/api/expenses/${expense.expenseid}`;
    const attempts = [
      { method: 'GET', url },
      { method: 'PUT', url, payload: expenseBody({ amount: 1 }) },
      { method: 'DELETE', url },
      { method: 'GET', url: `${url}/receipt` },
      { method: 'DELETE', url: `${url}/receipt` },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: authed(stranger.token) });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().error).toEqual({
        key: 'error.expenseNotFound',
        code: 'not_found',
        message: 'Expense not found',
      });
    }
    const replaced = await putReceipt(t.app, stranger.token, expense.expenseid, pngBytes(10));
    expect(replaced.statusCode).toBe(404);

    const read = await t.app.inject({ url, headers: authed(owner.token) });
    expect(read.json().expense).toEqual({
      ...expense,
      expensedata: { ...expense.expensedata, hasreceipt: true },
      receipttype: 'image/png',
    });
    const receipt = await t.app.inject({ url: `${url}/receipt`, headers: authed(owner.token) });
    expect(receipt.rawPayload.equals(pngBytes())).toBe(true);
    const theirList = await t.app.inject({
      url: '/api/expenses/all',
      headers: authed(stranger.token),
    });
    expect(theirList.json()).toEqual({ expenses: [], nextcursor: null, total: 0, count: 0 });
  });

  it('is not listed by filtering on its rental from another organization', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const rental = await createRental(t.app, owner.token);
    await createExpense(t.app, owner.token, { rentalid: rental.rentalid });
    const response = await t.app.inject({
      url: `/api/expenses/all?rentalid=${rental.rentalid}`,
      headers: authed(stranger.token),
    });
    expect(response.json()).toMatchObject({ expenses: [], total: 0, count: 0 });
  });
});

describe('deleting a rental with expenses', () => {
  it('is refused while expenses are recorded against it, and allowed once they are moved', async () => {
    const { token, user } = await signUp(t.app);
    const rental = await createRental(t.app, token, { rentalname: 'Jua Court' });
    const expenses = [
      await createExpense(t.app, token, { rentalid: rental.rentalid }),
      await createExpense(t.app, token, { rentalid: rental.rentalid }),
    ];
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/rental/${rental.rentalid}`,
        headers: authed(token),
      });

    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      key: 'error.rentalHasExpenses',
      params: {
        count: 2,
        rental: 'Jua Court',
      },
      code: 'conflict',
      message:
        'Jua Court has 2 expenses recorded against it. Move them to another rental or the whole organization, or delete them, first.',
    });
    expect(await countRows(t.db, 'rentals', user.organizationid)).toBe(1);
    expect(await countRows(t.db, 'expenses', user.organizationid)).toBe(2);

    // Moved to the whole organization: the expenses stay, the rental can go.
    for (const expense of expenses) {
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/expenses/${expense.expenseid}`,
        headers: authed(token),
        payload: expenseBody({ rentalid: null }),
      });
      expect(moved.statusCode).toBe(200);
    }
    expect((await remove()).statusCode).toBe(200);
    expect(await countRows(t.db, 'rentals', user.organizationid)).toBe(0);
    expect(await countRows(t.db, 'expenses', user.organizationid)).toBe(2);
  });
});
