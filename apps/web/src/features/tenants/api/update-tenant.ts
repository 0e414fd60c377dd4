import type { TenantBody, TenantDetail } from '@rental/shared/schemas/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePortfolio } from './invalidate-portfolio';
import { tenantKeys } from '../../../lib/query-keys';

/** PUT /api/tenant/all-tenants/{id}: the same rules as a new tenant. */
export function updateTenant(id: string, body: TenantBody): Promise<{ tenant: TenantDetail }> {
  return apiRequest(`/api/tenant/all-tenants/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateTenant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantBody) => updateTenant(id, body),
    onSuccess: async (data) => {
      queryClient.setQueryData(tenantKeys.detail(id), data);
      await invalidatePortfolio(queryClient);
    },
  });
}
