import type { Room } from '@rental/shared/schemas/rentals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { roomKeys } from './query-keys';

/** GET /api/rental/room-type?rentalid=: the room types of one rental. */
export function getRooms(rentalId: string, signal?: AbortSignal): Promise<{ rooms: Room[] }> {
  return apiRequest(`/api/rental/room-type?rentalid=${encodeURIComponent(rentalId)}`, { signal });
}

/** The chosen rental's room types; nothing is fetched until a rental is chosen. */
export function useRooms(rentalId: string) {
  return useQuery({
    queryKey: roomKeys.list(rentalId),
    queryFn: ({ signal }) => getRooms(rentalId, signal),
    enabled: rentalId !== '',
    select: (data) => data.rooms,
  });
}
