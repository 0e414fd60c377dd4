import type { Rental } from '@rental/shared/schemas/rentals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rentalKeys } from './query-keys';

/** GET /api/rental/all-rentals: the rentals a schedule can bill. */
export function getRentals(signal?: AbortSignal): Promise<{ rentals: Rental[] }> {
  return apiRequest('/api/rental/all-rentals', { signal });
}

export function useRentals() {
  return useQuery({
    queryKey: rentalKeys.list(),
    queryFn: ({ signal }) => getRentals(signal),
    select: (data) => data.rentals,
  });
}
