import type { Room } from '@rental/shared/schemas/rentals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { roomKeys } from '../../lib/query-keys';

/** GET /api/rental/room-type?rentalid=: the rental's room types, with their monthly rent. */
export function getRentalRooms(rentalId: string, signal?: AbortSignal): Promise<{ rooms: Room[] }> {
  return apiRequest(`/api/rental/room-type?rentalid=${encodeURIComponent(rentalId)}`, { signal });
}

/** Nothing is fetched until a rental is chosen. */
export function useRentalRooms(rentalId: string) {
  return useQuery({
    queryKey: roomKeys.list(rentalId),
    queryFn: ({ signal }) => getRentalRooms(rentalId, signal),
    enabled: rentalId !== '',
    select: (data) => data.rooms,
  });
}
