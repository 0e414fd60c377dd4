import type { QueryClient } from '@tanstack/react-query';
import { invalidatePortfolio } from './invalidate-portfolio';
import { moneyKeys } from '../../../lib/query-keys';

/** A credit note moves the tenant's balance (lists, page, statement) and every money figure. */
export function invalidateBalances(queryClient: QueryClient) {
  return Promise.all(moneyKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * An ended tenancy also frees the house (occupancy, room figures, plan usage) and bills the
 * final reading: the portfolio and the money both move.
 */
export function invalidateTenancy(queryClient: QueryClient) {
  return Promise.all([invalidatePortfolio(queryClient), invalidateBalances(queryClient)]);
}
