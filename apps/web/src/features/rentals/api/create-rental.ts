import type { Rental, RentalBody } from '@rental/shared/schemas/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRentals } from './invalidate-rentals';

/** POST /api/rental/new-rental: 409 for a name already used, 403 plan_limit past the plan. */
export function createRental(body: RentalBody): Promise<{ rental: Rental }> {
  return apiRequest('/api/rental/new-rental', { method: 'POST', body });
}

export function useCreateRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRental,
    onSuccess: () => invalidateRentals(queryClient),
  });
}
