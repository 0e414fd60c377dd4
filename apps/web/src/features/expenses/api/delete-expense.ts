import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { expenseKeys } from '../../../lib/query-keys';

/** DELETE /api/expenses/{id}: 204; the receipt goes with it. */
export function deleteExpense(id: string): Promise<void> {
  return apiRequest(`/api/expenses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteExpense(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteExpense(id),
    // The dialog says why it failed.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}
