import type { Transaction } from '@rental/shared/schemas/transactions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { transactionKeys } from '../../../lib/query-keys';

/** GET /api/transactions/all-transactions/{id}: one transaction. */
export function getTransaction(
  id: string,
  signal?: AbortSignal,
): Promise<{ transaction: Transaction }> {
  return apiRequest(`/api/transactions/all-transactions/${encodeURIComponent(id)}`, { signal });
}

export function useTransaction(id: string) {
  return useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => getTransaction(id, signal),
    select: (data) => data.transaction,
    // The dialog shows the failure itself (a deleted transaction is not an alert).
    meta: { errorAlert: false },
  });
}
