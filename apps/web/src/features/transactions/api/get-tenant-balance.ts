import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from '../../../lib/query-keys';

/** GET /api/tenant/all-tenants/{id}: a tenant with their balance and deposit due (KES). */
export function getTenantDetail(
  id: string,
  signal?: AbortSignal,
): Promise<{ tenant: TenantDetail }> {
  return apiRequest(`/api/tenant/all-tenants/${encodeURIComponent(id)}`, { signal });
}

/**
 * What the chosen tenant owes, for the payment form: nothing is asked until one is chosen. A
 * failure shows no alert: the payment can be recorded without it.
 */
export function useTenantBalance(tenantId: string) {
  return useQuery({
    queryKey: tenantKeys.detail(tenantId),
    queryFn: ({ signal }) => getTenantDetail(tenantId, signal),
    select: ({ tenant }) => ({ balance: tenant.balance, depositdue: tenant.depositdue }),
    enabled: tenantId !== '',
    meta: { errorAlert: false },
  });
}
