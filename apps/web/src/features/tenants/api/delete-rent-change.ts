import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from '../../../lib/query-keys';

/** DELETE /api/tenant/{id}/rent-change/{changeid}: a change no invoice has used yet. */
export function deleteRentChange(id: string, changeId: string): Promise<{ tenant: TenantDetail }> {
  return apiRequest(
    `/api/tenant/${encodeURIComponent(id)}/rent-change/${encodeURIComponent(changeId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteRentChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changeId: string) => deleteRentChange(id, changeId),
    // The confirmation dialog shows the refusal where the user is looking.
    meta: { errorAlert: false },
    onSuccess: async (data) => {
      queryClient.setQueryData(tenantKeys.detail(id), data);
      await queryClient.invalidateQueries({ queryKey: tenantKeys.rentHistory(id) });
    },
  });
}
