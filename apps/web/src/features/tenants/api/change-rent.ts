import type { RentChangeValues } from '@rental/shared/schemas/rent-changes';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from '../../../lib/query-keys';

/** POST /api/tenant/{id}/rent-change: the tenant's rent from a date. */
export function changeRent(id: string, body: RentChangeValues): Promise<{ tenant: TenantDetail }> {
  return apiRequest(`/api/tenant/${encodeURIComponent(id)}/rent-change`, {
    method: 'POST',
    body,
  });
}

export function useChangeRent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RentChangeValues) => changeRent(id, body),
    // The dialog shows the refusal, under the field it concerns.
    meta: { errorAlert: false },
    onSuccess: async (data) => {
      queryClient.setQueryData(tenantKeys.detail(id), data);
      await queryClient.invalidateQueries({ queryKey: tenantKeys.rentHistory(id) });
    },
  });
}
