import type { Tenant } from '@rental/shared/schemas/tenants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Under the 'tenants' prefix every screen invalidates after a change to the tenants. */
export const rentalTenantsQueryKey = (rentalId: string) => ['tenants', 'list', rentalId] as const;

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
    queryKey: rentalTenantsQueryKey(rentalId),
    queryFn: ({ signal }) => getRentalTenants(rentalId, signal),
    enabled: rentalId !== '',
    select: (data) => data.tenants,
  });
}
