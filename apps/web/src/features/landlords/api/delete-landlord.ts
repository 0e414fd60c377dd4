import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLandlords } from './invalidate-landlords';

/** DELETE /api/landlords/{id}: 204; 409 while rentals are assigned or remittances recorded. */
export function deleteLandlord(id: string): Promise<void> {
  return apiRequest(`/api/landlords/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteLandlord(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLandlord(id),
    // The dialog says why it failed.
    meta: { errorAlert: false },
    onSuccess: () => invalidateLandlords(queryClient),
  });
}
