import type { Tenant } from '@rental/shared/schemas/tenants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { unallocatedKeys } from './query-keys';

/** GET /api/tenant/all-tenants: the choices of the tenant picker. */
export function getTenants(signal?: AbortSignal): Promise<{ tenants: Tenant[] }> {
  return apiRequest('/api/tenant/all-tenants', { signal });
}

export function useTenantChoices() {
  return useQuery({
    queryKey: unallocatedKeys.tenants(),
    queryFn: ({ signal }) => getTenants(signal),
    select: (data) => data.tenants,
  });
}
