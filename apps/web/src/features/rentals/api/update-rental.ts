import type { RentalBody, RentalDetail } from '@rental/shared/schemas/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rentalKeys } from '../../../lib/query-keys';

/** PUT /api/rental/all-rentals/{id}: new name and location; 409 for a name already used. */
export function updateRental(id: string, body: RentalBody): Promise<{ rental: RentalDetail }> {
  return apiRequest(`/api/rental/all-rentals/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateRental(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RentalBody) => updateRental(id, body),
    onSuccess: async (data) => {
      queryClient.setQueryData(rentalKeys.detail(id), data);
      await queryClient.invalidateQueries({ queryKey: rentalKeys.list });
    },
  });
}
