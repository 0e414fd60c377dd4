import type { EraseResponse } from '@rental/shared/schemas/personal-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTenancy } from './invalidate-tenancy';
import { readingKeys, tenantKeys, transactionKeys } from '../../../lib/query-keys';

/**
 * POST /api/tenant/{id}/erase: a former tenant's personal data erased (they become "Former
 * tenant #N"); 409 for a current tenant. Again on an erased tenant: no change (erased false).
 */
export function eraseTenant(id: string): Promise<EraseResponse> {
  return apiRequest(`/api/tenant/${encodeURIComponent(id)}/erase`, { method: 'POST' });
}

export function useEraseTenant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseTenant(id),
    // The dialog shows the failure itself.
    meta: { errorAlert: false },
    onSuccess: async (data) => {
      queryClient.setQueryData(tenantKeys.detail(id), { tenant: data.tenant });
      // The name changes on every list, statement, reading and payment that shows it.
      await Promise.all([
        invalidateTenancy(queryClient),
        queryClient.invalidateQueries({ queryKey: readingKeys.all }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
      ]);
    },
  });
}
