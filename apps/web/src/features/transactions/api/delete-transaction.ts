import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

/**
 * DELETE /api/transactions/all-transactions/{id}: 204; 403 (code forbidden) when the user did
 * not record it.
 */
export function deleteTransaction(id: string): Promise<void> {
  return apiRequest(`/api/transactions/all-transactions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteTransaction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTransaction(id),
    // The dialog explains a refusal itself.
    meta: { errorAlert: false },
    // The transaction's own entry is left alone: asking for it again would only find it gone.
    onSuccess: () => invalidateMoney(queryClient),
  });
}
