import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRentals } from './invalidate-rentals';
import { rentalKeys } from '../../../lib/query-keys';

/** DELETE /api/rental/{id}: removes the rental and its room types; 409 while tenants remain. */
export function deleteRental(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/rental/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRental,
    // The dialog shows the refusal (tenants remain) itself, where the user is looking.
    meta: { errorAlert: false },
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: rentalKeys.detail(id) });
      await invalidateRentals(queryClient);
    },
  });
}
