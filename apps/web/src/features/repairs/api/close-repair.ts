import type { CloseRepairBody, Repair } from '@rental/shared/schemas/repairs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { expenseKeys, repairKeys, sentInvoiceKeys, tenantKeys } from '../../../lib/query-keys';

/** POST /api/repairs/{id}/close: done, with its cost (an expense or a charge) if any. */
export function closeRepair(id: string, body: CloseRepairBody): Promise<Repair> {
  return apiRequest(`/api/repairs/${encodeURIComponent(id)}/close`, { method: 'POST', body });
}

export function useCloseRepair(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseRepairBody) => closeRepair(id, body),
    meta: { errorAlert: false },
    onSuccess: () =>
      // The cost became an expense, or a charge on the tenant's bill and balance.
      Promise.all(
        [repairKeys.all, expenseKeys.all, sentInvoiceKeys.all, tenantKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
