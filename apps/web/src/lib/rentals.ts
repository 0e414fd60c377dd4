import type { Rental } from '@rental/shared/schemas/rentals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Under the 'rentals' prefix every screen invalidates after a change to the rentals. */
export const rentalsListKey = ['rentals', 'list'] as const;

/** GET /api/rental/all-rentals: the organization's rentals, newest first, with summaries. */
export function getRentals(signal?: AbortSignal): Promise<{ rentals: Rental[] }> {
  return apiRequest('/api/rental/all-rentals', { signal });
}

/** The rentals, for the rentals screens and every form that picks a rental. */
export function useRentals() {
  return useQuery({
    queryKey: rentalsListKey,
    queryFn: ({ signal }) => getRentals(signal),
    select: (data) => data.rentals,
  });
}
