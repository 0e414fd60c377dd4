import type { QueryClient } from '@tanstack/react-query';
import { moneyKeys } from '../../../lib/query-keys';

/** A payment added or removed moves lists, balances, invoice statuses, reports and the dashboard. */
export function invalidateMoney(queryClient: QueryClient) {
  return Promise.all(moneyKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
