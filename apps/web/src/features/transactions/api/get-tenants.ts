import type { Tenant } from '@rental/shared/schemas/tenants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from './query-keys';

/** GET /api/tenant/all-tenants: every tenant (the filters' and the payment form's choices). */
export function getTenants(signal?: AbortSignal): Promise<{ tenants: Tenant[] }> {
  return apiRequest('/api/tenant/all-tenants', { signal });
}

export function useTenants() {
  return useQuery({
    queryKey: tenantKeys.list(),
    queryFn: ({ signal }) => getTenants(signal),
    select: (data) => data.tenants,
  });
}
