import type { RentalDetail } from '@rental/shared/schemas/rentals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rentalKeys } from '../../../lib/query-keys';

/** GET /api/rental/all-rentals/{id}: one rental with its room types. */
export function getRental(id: string, signal?: AbortSignal): Promise<{ rental: RentalDetail }> {
  return apiRequest(`/api/rental/all-rentals/${encodeURIComponent(id)}`, { signal });
}

export function useRental(id: string) {
  return useQuery({
    queryKey: rentalKeys.detail(id),
    queryFn: ({ signal }) => getRental(id, signal),
    select: (data) => data.rental,
    // The page shows the failure itself (e.g. another organization's id: not found).
    meta: { errorAlert: false },
  });
}
