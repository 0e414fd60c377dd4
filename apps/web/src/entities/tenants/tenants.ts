import type { TenantStatus } from '@rental/shared/enums';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { tenantKeys } from '../../lib/query-keys';

/**
 * GET /api/tenant/all-tenants?status=: the organization's current or former tenants (every
 * tenant without a status), newest first.
 */
export function getTenants(
  status?: TenantStatus,
  signal?: AbortSignal,
): Promise<{ tenants: Tenant[] }> {
  const query = status ? `?status=${status}` : '';
  return apiRequest(`/api/tenant/all-tenants${query}`, { signal });
}

/**
 * The tenants list, the pickers of the payment forms and the filters: one call and one cache
 * entry per status, whichever screen asks first.
 */
export function useTenants(status?: TenantStatus) {
  return useQuery({
    queryKey: tenantKeys.list(status),
    queryFn: ({ signal }) => getTenants(status, signal),
    select: (data) => data.tenants,
  });
}
