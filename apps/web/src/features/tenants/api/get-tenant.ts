import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from '../../../lib/query-keys';

/** GET /api/tenant/all-tenants/{id}: one tenant with monthly rent and balance (KES). */
export function getTenant(id: string, signal?: AbortSignal): Promise<{ tenant: TenantDetail }> {
  return apiRequest(`/api/tenant/all-tenants/${encodeURIComponent(id)}`, { signal });
}

export function useTenant(id: string) {
  return useQuery({
    queryKey: tenantKeys.detail(id),
    queryFn: ({ signal }) => getTenant(id, signal),
    select: (data) => data.tenant,
    // The page shows the failure itself (a missing tenant is not an alert).
    meta: { errorAlert: false },
  });
}
