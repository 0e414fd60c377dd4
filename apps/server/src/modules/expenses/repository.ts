import type { ExpenseCategory } from '@rental/shared/enums';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ExpensesTable } from '../../db/types.js';
import type { PageCursor } from '../../lib/page-cursor.js';

/**
 * Expenses with what the screens show beside them: the rental's name now and the receipt's
 * type. The receipt is joined by its key and its file is never read here.
 */
function expensesWithNames(db: Db, organizationId: string) {
  return db
    .selectFrom('expenses as e')
    .leftJoin('rentals as r', 'r.id', 'e.rental_id')
    .leftJoin('expense_receipts as f', 'f.expense_id', 'e.id')
    .select([
      'e.id',
      'e.rental_id',
      'e.date',
      'e.category',
      'e.amount_cents',
      'e.payee',
      'e.payment_mode',
      'e.reference',
      'e.note',
      'e.created_by_name',
      'r.name as rental_name',
      'f.content_type as receipt_type',
    ])
    .where('e.organization_id', '=', organizationId);
}

export function findExpenseRow(db: Db, organizationId: string, expenseId: string) {
  return expensesWithNames(db, organizationId).where('e.id', '=', expenseId).executeTakeFirst();
}

export type ExpenseRow = NonNullable<Awaited<ReturnType<typeof findExpenseRow>>>;

export interface ExpenseFilters {
  /** Calendar days, both included. */
  from?: string;
  to?: string;
  /** A rental's id, or null for the expenses of the whole organization only. */
  rentalId?: string | null;
  category?: ExpenseCategory;
}

/** The conditions of `filters`, for the list and its total alike. */
function matching(filters: ExpenseFilters) {
  return (eb: ExpressionBuilder<{ e: ExpensesTable }, 'e'>) => {
    const terms: Expression<SqlBool>[] = [];
    if (filters.rentalId === null) terms.push(eb('e.rental_id', 'is', null));
    else if (filters.rentalId) terms.push(eb('e.rental_id', '=', filters.rentalId));
    if (filters.category) terms.push(eb('e.category', '=', filters.category));
    if (filters.from) terms.push(eb('e.date', '>=', filters.from));
    if (filters.to) terms.push(eb('e.date', '<=', filters.to));
    return eb.and(terms);
  };
}

/**
 * A page of expenses, newest day first (then the latest recorded: ids are ordered), one more
 * row than asked to tell whether another page follows.
 */
export function listExpenseRows(
  db: Db,
  organizationId: string,
  filters: ExpenseFilters & { before?: PageCursor; limit: number },
) {
  let query = expensesWithNames(db, organizationId).where(matching(filters));
  const { before } = filters;
  if (before) {
    // The first term bounds the index range; the second drops the cursor row and its elders.
    query = query
      .where('e.date', '<=', before.at)
      .where((eb) => eb.or([eb('e.date', '<', before.at), eb('e.id', '<', before.id)]));
  }
  return query
    .orderBy('e.date', 'desc')
    .orderBy('e.id', 'desc')
    .limit(filters.limit + 1)
    .execute();
}

/** How many expenses `filters` match and their sum in cents, over every page. */
export async function sumExpenses(db: Db, organizationId: string, filters: ExpenseFilters) {
  const row = await db
    .selectFrom('expenses as e')
    .where('e.organization_id', '=', organizationId)
    .where(matching(filters))
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('e.amount_cents'), eb.lit(0)).as('cents'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), cents: Number(row.cents) };
}

export async function insertExpense(db: Db, expense: ExpensesTable) {
  await db.insertInto('expenses').values(expense).execute();
}

export async function updateExpense(
  db: Db,
  organizationId: string,
  expenseId: string,
  changes: Omit<
    ExpensesTable,
    'id' | 'organization_id' | 'created_by' | 'created_by_name' | 'created_at'
  >,
) {
  await db
    .updateTable('expenses')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', expenseId)
    .execute();
}

/** Deletes the expense (its receipt goes with it, by the cascade); false when none was. */
export async function deleteExpenseRow(db: Db, organizationId: string, expenseId: string) {
  const result = await db
    .deleteFrom('expenses')
    .where('organization_id', '=', organizationId)
    .where('id', '=', expenseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Expenses recorded against a rental: a rental with any cannot be deleted. */
export async function countRentalExpenses(db: Db, organizationId: string, rentalId: string) {
  const { count } = await db
    .selectFrom('expenses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('rental_id', '=', rentalId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
