import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRentals } from './invalidate-rentals';

/** DELETE /api/rental/room-type/{id}: 409 while tenants live in rooms of this type. */
export function deleteRoom(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/rental/room-type/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: () => invalidateRentals(queryClient),
  });
}
