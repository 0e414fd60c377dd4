import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePortfolio } from './invalidate-portfolio';
import { tenantKeys } from '../../../lib/query-keys';

/** DELETE /api/tenant/{id}: removes the tenant and their water readings. */
export function deleteTenant(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/tenant/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTenant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTenant(id),
    // The confirmation dialog covers the page's alert area: it shows the failure itself.
    meta: { errorAlert: false },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: tenantKeys.detail(id) });
      await invalidatePortfolio(queryClient);
    },
  });
}
