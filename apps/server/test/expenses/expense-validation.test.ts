import type { ExpenseBody } from '@rental/shared/schemas/expenses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createExpense, expenseBody, postExpense } from '../helpers/expenses.js';
import { countRows, createRental } from '../helpers/portfolio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testClock } from '../helpers/test-clock.js';

// 00:30 on 3 March 2026 in Nairobi, while it is still 2 March in UTC: "today" is Nairobi's.
const time = testClock(new Date('2026-03-02T21:30:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

type Invalid = [string, Partial<Record<keyof ExpenseBody, unknown>>, string, string];

const invalid: Invalid[] = [
  ['an unknown category', { category: 'Holiday' }, 'category', 'Please select a category'],
  ['a negative amount', { amount: -50 }, 'amount', 'Amount cannot be negative'],
  ['a zero amount', { amount: 0 }, 'amount', 'Amount should be more than 0'],
  [
    'more than 2 decimals',
    { amount: 10.555 },
    'amount',
    'Too many decimals: shillings have at most 2 (cents)',
  ],
  ['no amount', { amount: '' }, 'amount', 'Please enter amount'],
  ['a day that is not a date', { date: '2026-02-30' }, 'date', 'Enter a date as YYYY-MM-DD'],
  ['a date in another format', { date: '01/03/2026' }, 'date', 'Enter a date as YYYY-MM-DD'],
  ['no date', { date: undefined }, 'date', 'Please enter the day it was paid'],
  ['no payee', { payee: '  ' }, 'payee', 'Please enter who was paid'],
  [
    'an unknown payment mode',
    { paymentmode: 'Barter' },
    'paymentmode',
    'Please select payment mode',
  ],
  [
    'a long reference',
    { reference: 'R'.repeat(51) },
    'reference',
    'The reference should be at most 50 characters',
  ],
  ['a long note', { note: 'n'.repeat(501) }, 'note', 'The note should be at most 500 characters'],
];

describe('an expense the rules refuse', () => {
  it.each(invalid)(
    'is refused for %s (400, the field named), and nothing is saved',
    async (_what, change, field, message) => {
      const { token, user } = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/expenses/new-expense',
        headers: authed(token),
        payload: { ...expenseBody(), ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation',
        fields: { [field]: message },
      });
      expect(await countRows(t.db, 'expenses', user.organizationid)).toBe(0);
    },
  );

  it('is refused for a day after today in Nairobi', async () => {
    const { token, user } = await signUp(t.app);
    // 3 March has begun in Nairobi; the 4th has not.
    expect((await postExpense(t.app, token, { date: '2026-03-03' })).statusCode).toBe(201);
    const response = await postExpense(t.app, token, { date: '2026-03-04' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      key: 'validation.expenseDateFuture',
      code: 'validation',
      message: 'An expense is recorded once paid: the date cannot be after today',
      fields: { date: 'An expense is recorded once paid: the date cannot be after today' },
    });
    expect(await countRows(t.db, 'expenses', user.organizationid)).toBe(1);
  });

  it("is refused for a rental that is not the organization's, on create and update", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const theirs = await createRental(t.app, stranger.token);
    const message = 'Choose one of your rentals, or none for the whole organization';
    for (const rentalid of [theirs.rentalid, 'no-such-rental']) {
      const response = await postExpense(t.app, owner.token, { rentalid });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        key: 'validation.expenseRentalUnknown',
        code: 'validation',
        message,
        fields: { rentalid: message },
      });
    }
    const expense = await createExpense(t.app, owner.token);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${expense.expenseid}`,
      headers: authed(owner.token),
      payload: expenseBody({ rentalid: theirs.rentalid }),
    });
    expect(update.statusCode).toBe(400);
    const read = await t.app.inject({
      url: `/api/expenses/${expense.expenseid}`,
      headers: authed(owner.token),
    });
    expect(read.json().expense).toEqual(expense);
    expect(await countRows(t.db, 'expenses', owner.user.organizationid)).toBe(1);
  });

  it('is refused on a list filter with an unknown category or a bad date', async () => {
    const { token } = await signUp(t.app);
    for (const query of ['category=Holiday', 'from=2026-13-01', 'to=yesterday']) {
      const response = await t.app.inject({
        url: `/api/expenses/all?${query}`,
        headers: authed(token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ url: '/api/expenses/all' });
    expect(response.statusCode).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/expenses/new-expense',
      payload: expenseBody(),
    });
    expect(created.statusCode).toBe(401);
  });
});
