import type { VacatingTenants } from '@rental/shared/schemas/vacating';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from '../../../lib/query-keys';

/** GET /api/tenant/vacating: every current tenant with a notice to vacate, and the day. */
export function getVacating(signal?: AbortSignal): Promise<VacatingTenants> {
  return apiRequest('/api/tenant/vacating', { signal });
}

/** Tenant id → expected move-out (yyyy-mm-dd). A stable function, so the map is made once. */
const byTenant = (data: VacatingTenants): ReadonlyMap<string, string> =>
  new Map(data.vacating.map((row) => [row.tenantid, row.vacatingon]));

/**
 * Who is expected to move out and when, for the "Vacating" chips of the tenant list and the
 * tenant's page: a call of its own, as the tenant list does not carry the leases' notices.
 */
export function useVacatingDates(enabled = true) {
  return useQuery({
    queryKey: tenantKeys.vacating,
    queryFn: ({ signal }) => getVacating(signal),
    select: byTenant,
    enabled,
    // A chip is extra: without the answer the list and the page still show everything else.
    meta: { errorAlert: false },
  });
}
