import type { Room } from '@rental/shared/schemas/rentals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { roomKeys } from '../../../lib/query-keys';

/** GET /api/rental/room-type: room types of one rental, or of all when no id is given. */
export function getRooms(rentalId?: string, signal?: AbortSignal): Promise<{ rooms: Room[] }> {
  const query = rentalId ? `?rentalid=${encodeURIComponent(rentalId)}` : '';
  return apiRequest(`/api/rental/room-type${query}`, { signal });
}

export function useRooms(rentalId?: string) {
  return useQuery({
    queryKey: roomKeys.list(rentalId),
    queryFn: ({ signal }) => getRooms(rentalId, signal),
    select: (data) => data.rooms,
  });
}
