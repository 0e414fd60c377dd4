import type { RentHistory } from '@rental/shared/schemas/rent-changes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from '../../../lib/query-keys';

/** GET /api/tenant/{id}/rent-history: the rent changes, newest date first, and today's rent. */
export function getRentHistory(id: string, signal?: AbortSignal): Promise<RentHistory> {
  return apiRequest(`/api/tenant/${encodeURIComponent(id)}/rent-history`, { signal });
}

export function useRentHistory(id: string) {
  return useQuery({
    queryKey: tenantKeys.rentHistory(id),
    queryFn: ({ signal }) => getRentHistory(id, signal),
    // The section shows its own failure.
    meta: { errorAlert: false },
  });
}
