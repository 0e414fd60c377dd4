import type { Room, RoomUpdateBody } from '@rental/shared/schemas/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRentals } from './invalidate-rentals';

/**
 * POST /api/rental/room-type/{id}: change a room type (it stays in its rental); 409
 * fields.totalunits below the tenants living there, fields.housetype for a duplicate type.
 */
export function updateRoom(id: string, body: RoomUpdateBody): Promise<{ room: Room }> {
  return apiRequest(`/api/rental/room-type/${encodeURIComponent(id)}`, { method: 'POST', body });
}

export function useUpdateRoom(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoomUpdateBody) => updateRoom(id, body),
    onSuccess: () => invalidateRentals(queryClient),
  });
}
