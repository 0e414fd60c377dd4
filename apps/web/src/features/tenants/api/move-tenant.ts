import type { TenantMoveValues } from '@rental/shared/schemas/rent-changes';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePortfolio } from './invalidate-portfolio';
import { tenantKeys } from '../../../lib/query-keys';

/** POST /api/tenant/{id}/move: another unit or room type from a date. */
export function moveTenant(id: string, body: TenantMoveValues): Promise<{ tenant: TenantDetail }> {
  return apiRequest(`/api/tenant/${encodeURIComponent(id)}/move`, { method: 'POST', body });
}

export function useMoveTenant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantMoveValues) => moveTenant(id, body),
    // The dialog shows the refusal, under the field it concerns.
    meta: { errorAlert: false },
    onSuccess: async (data) => {
      queryClient.setQueryData(tenantKeys.detail(id), data);
      // Occupancy, the tenant list, readings (meters) and the rent history all move.
      await invalidatePortfolio(queryClient);
    },
  });
}
