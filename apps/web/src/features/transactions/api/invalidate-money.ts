import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, sentInvoiceKeys, tenantKeys, transactionKeys } from './query-keys';

/** A payment added or removed moves lists, balances, invoice statuses and the dashboard. */
export function invalidateMoney(queryClient: QueryClient) {
  return Promise.all(
    [transactionKeys.all, sentInvoiceKeys.all, tenantKeys.all, dashboardKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
