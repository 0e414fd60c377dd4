import type { Room, RoomBody } from '@rental/shared/schemas/rentals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRentals } from './invalidate-rentals';

/** POST /api/rental/room-type: 409 fields.housetype when the rental has that type already. */
export function createRoom(body: RoomBody): Promise<{ room: Room }> {
  return apiRequest('/api/rental/room-type', { method: 'POST', body });
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => invalidateRentals(queryClient),
  });
}
