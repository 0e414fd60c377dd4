import type { Expense, ExpensePage } from '@rental/shared/schemas/expenses';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { expensesQuery, type ExpenseFilters } from '../lib/expense-filters';
import { exportPageSize, listPageSize } from './page-sizes';
import { expenseKeys } from '../../../lib/query-keys';

/** GET /api/expenses/all: one page of `filters`, newest day first, with their total. */
export function getExpensesPage(
  filters: ExpenseFilters,
  page: { limit?: number; cursor?: string } = {},
  signal?: AbortSignal,
): Promise<ExpensePage> {
  const query = expensesQuery(filters, { limit: page.limit ?? listPageSize, ...page });
  return apiRequest(`/api/expenses/all${query}`, { signal });
}

/** Every expense matching `filters`, page after page (for the exports). */
export async function getAllExpenses(filters: ExpenseFilters): Promise<Expense[]> {
  const rows: Expense[] = [];
  let cursor: string | undefined;
  do {
    const page = await getExpensesPage(filters, { limit: exportPageSize, cursor });
    rows.push(...page.expenses);
    // A cursor that does not move would loop for ever: stop there.
    cursor = page.nextcursor && page.nextcursor !== cursor ? page.nextcursor : undefined;
  } while (cursor);
  return rows;
}

/** The expenses of `filters`, a page at a time ("Load more" fetches the next). */
export function useExpenses(filters: ExpenseFilters) {
  return useInfiniteQuery({
    queryKey: expenseKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getExpensesPage(filters, { cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextcursor ?? undefined,
  });
}
