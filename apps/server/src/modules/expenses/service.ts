import { nairobiDate } from '@rental/shared/dates';
import { validationMessages as m } from '@rental/shared/messages';
import { centsToKes, kesToCents } from '@rental/shared/money';
import {
  noRentalFilter,
  type Expense,
  type ExpensePage,
  type ExpenseValues,
  type expenseQuerySchema,
} from '@rental/shared/schemas/expenses';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { lockOrganization } from '../../db/locks.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { orderedId } from '../../lib/ordered-id.js';
import { calendarDateKey, decodePageCursor, encodePageCursor } from '../../lib/page-cursor.js';
import { type Actor, findRentalName } from '../access/index.js';
import { assertMonthOpen } from '../ledger/index.js';
import { logExpense, logExpenseUpdated, loggedExpense } from './activity.js';
import { toExpense } from './presenter.js';
import {
  deleteExpenseRow,
  findExpenseRow,
  insertExpense,
  listExpenseRows,
  sumExpenses,
  updateExpense,
} from './repository.js';

export interface ExpensesDeps {
  db: Db;
  clock: Clock;
}

/** The expense, or 404 when it is not one of the organization's. */
export async function requireExpense(db: Db, organizationId: string, expenseId: string) {
  const row = await findExpenseRow(db, organizationId, expenseId);
  if (!row) throw notFound('Expense');
  return row;
}

/**
 * The checks the body's schema cannot make: the day is not after today in Nairobi, its month
 * is not closed (expenses are in the income statement: 409 month_closed), and the rental is
 * one of the organization's. The organization is locked first, so the rental cannot
 * be deleted between this check and the write (rental deletes take the same lock).
 */
async function checkedColumns(trx: Db, actor: Actor, body: ExpenseValues, now: Date) {
  if (body.date > nairobiDate(now)) throw fieldError('date', m.expenseDateFuture);
  await assertMonthOpen(trx, actor.organizationId, body.date);
  if (body.rentalid) {
    await lockOrganization(trx, actor.organizationId);
    const rental = await findRentalName(trx, actor.organizationId, body.rentalid);
    if (!rental) throw fieldError('rentalid', m.expenseRentalUnknown);
  }
  return {
    rental_id: body.rentalid,
    date: body.date,
    category: body.category,
    amount_cents: kesToCents(body.amount),
    payee: body.payee,
    payment_mode: body.paymentmode,
    reference: body.reference,
    note: body.note,
    updated_at: now.toISOString(),
  };
}

export async function createExpense(
  deps: ExpensesDeps,
  actor: Actor,
  body: ExpenseValues,
): Promise<Expense> {
  const now = deps.clock();
  const id = await deps.db.transaction().execute((trx) => createExpenseIn(trx, actor, body, now));
  return getExpense(deps, actor.organizationId, id);
}

/**
 * Records an expense inside the caller's transaction, with its activity entry; its id. A
 * repair closed as the landlord's cost (issue 32) becomes its rental's expense this way, in
 * the transaction that closes it.
 */
export async function createExpenseIn(
  trx: Db,
  actor: Actor,
  body: ExpenseValues,
  now: Date,
): Promise<string> {
  // Ordered by the instant recorded: expenses of one day list the latest first.
  const id = orderedId(now);
  const columns = await checkedColumns(trx, actor, body, now);
  await insertExpense(trx, {
    id,
    organization_id: actor.organizationId,
    ...columns,
    created_by: actor.userId,
    created_by_name: actor.name,
    created_at: now.toISOString(),
  });
  const row = await requireExpense(trx, actor.organizationId, id);
  await logExpense(trx, actor, 'expense_created', loggedExpense(row), now);
  return id;
}

export async function getExpense(deps: ExpensesDeps, organizationId: string, expenseId: string) {
  return toExpense(await requireExpense(deps.db, organizationId, expenseId));
}

export async function changeExpense(
  deps: ExpensesDeps,
  actor: Actor,
  expenseId: string,
  body: ExpenseValues,
): Promise<Expense> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const before = await requireExpense(trx, actor.organizationId, expenseId);
    // Moving an expense out of a closed month changes that month as much as adding one.
    await assertMonthOpen(trx, actor.organizationId, before.date);
    const columns = await checkedColumns(trx, actor, body, now);
    await updateExpense(trx, actor.organizationId, expenseId, columns);
    const after = await requireExpense(trx, actor.organizationId, expenseId);
    await logExpenseUpdated(trx, actor, loggedExpense(before), loggedExpense(after), now);
  });
  return getExpense(deps, actor.organizationId, expenseId);
}

/** Deletes an expense and its receipt: for one recorded by mistake. */
export async function removeExpense(deps: ExpensesDeps, actor: Actor, expenseId: string) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await requireExpense(trx, actor.organizationId, expenseId);
    await assertMonthOpen(trx, actor.organizationId, row.date);
    if (!(await deleteExpenseRow(trx, actor.organizationId, expenseId))) throw notFound('Expense');
    await logExpense(trx, actor, 'expense_deleted', loggedExpense(row), deps.clock());
  });
}

/** A page of expenses, newest day first, with the count and total of all the filters match. */
export async function listExpenses(
  deps: ExpensesDeps,
  organizationId: string,
  query: z.output<typeof expenseQuerySchema>,
): Promise<ExpensePage> {
  const filters = {
    from: query.from,
    to: query.to,
    rentalId: query.rentalid === noRentalFilter ? null : query.rentalid || undefined,
    category: query.category,
  };
  const before = query.cursor
    ? decodePageCursor(query.cursor, 'cursor', calendarDateKey)
    : undefined;
  const [rows, sum] = await Promise.all([
    listExpenseRows(deps.db, organizationId, { ...filters, before, limit: query.limit }),
    sumExpenses(deps.db, organizationId, filters),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    expenses: page.map(toExpense),
    nextcursor:
      rows.length > query.limit && last ? encodePageCursor({ at: last.date, id: last.id }) : null,
    total: centsToKes(sum.cents),
    count: sum.count,
  };
}
