import type { Rental } from '@rental/shared/schemas/rentals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { rentalKeys } from '../../lib/query-keys';

/** GET /api/rental/all-rentals: the organization's rentals, newest first, with summaries. */
export function getRentals(signal?: AbortSignal): Promise<{ rentals: Rental[] }> {
  return apiRequest('/api/rental/all-rentals', { signal });
}

/** The rentals, for the rentals screens and every form that picks a rental. */
export function useRentals() {
  return useQuery({
    queryKey: rentalKeys.list,
    queryFn: ({ signal }) => getRentals(signal),
    select: (data) => data.rentals,
  });
}
