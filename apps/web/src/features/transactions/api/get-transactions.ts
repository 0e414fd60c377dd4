import type { Transaction } from '@rental/shared/schemas/transactions';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { transactionsQuery, type TransactionFilters } from '../lib/transaction-filters';
import { exportPageSize, listPageSize } from './page-sizes';
import { transactionKeys } from '../../../lib/query-keys';

export interface TransactionPage {
  transactions: Transaction[];
  /** `before` of the next (older) page; null on the last page. */
  nextcursor: string | null;
}

/** GET /api/transactions/all-transactions: one page of `filters`, newest first. */
export function getTransactionsPage(
  filters: TransactionFilters,
  page: { limit?: number; before?: string } = {},
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const query = transactionsQuery(filters, { limit: page.limit ?? listPageSize, ...page });
  return apiRequest(`/api/transactions/all-transactions${query}`, { signal });
}

/** Every transaction matching `filters`, page after page (for the exports). */
export async function getAllTransactions(filters: TransactionFilters): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  let before: string | undefined;
  do {
    const page = await getTransactionsPage(filters, { limit: exportPageSize, before });
    rows.push(...page.transactions);
    // A cursor that does not move would loop for ever: stop there.
    before = page.nextcursor && page.nextcursor !== before ? page.nextcursor : undefined;
  } while (before);
  return rows;
}

/** The transactions of `filters`, a page at a time ("Load more" fetches the next). */
export function useTransactions(filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: transactionKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getTransactionsPage(filters, { before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextcursor ?? undefined,
  });
}
