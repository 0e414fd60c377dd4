import type { Tenant } from '@rental/shared/schemas/tenants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from './query-keys';

/** GET /api/tenant/all-tenants?rentalid=: one rental's tenants, with their meter numbers. */
export function getRentalTenants(
  rentalId: string,
  signal?: AbortSignal,
): Promise<{ tenants: Tenant[] }> {
  return apiRequest(`/api/tenant/all-tenants?rentalid=${encodeURIComponent(rentalId)}`, { signal });
}

/** Nothing is fetched until a rental is chosen. */
export function useRentalTenants(rentalId: string) {
  return useQuery({
    queryKey: tenantKeys.ofRental(rentalId),
    queryFn: ({ signal }) => getRentalTenants(rentalId, signal),
    select: (data) => data.tenants,
    enabled: rentalId !== '',
  });
}
