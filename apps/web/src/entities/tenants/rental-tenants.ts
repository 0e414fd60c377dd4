import type { Tenant } from '@rental/shared/schemas/tenants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { tenantKeys } from '../../lib/query-keys';

/**
 * GET /api/tenant/all-tenants?rentalid=&status=current: one rental's current tenants, with
 * their meter numbers (a former tenant's meter may be a new tenant's now).
 */
export function getRentalTenants(
  rentalId: string,
  signal?: AbortSignal,
): Promise<{ tenants: Tenant[] }> {
  return apiRequest(
    `/api/tenant/all-tenants?rentalid=${encodeURIComponent(rentalId)}&status=current`,
    { signal },
  );
}

/** Nothing is fetched until a rental is chosen. */
export function useRentalTenants(rentalId: string) {
  return useQuery({
    queryKey: tenantKeys.ofRental(rentalId),
    queryFn: ({ signal }) => getRentalTenants(rentalId, signal),
    enabled: rentalId !== '',
    select: (data) => data.tenants,
  });
}
