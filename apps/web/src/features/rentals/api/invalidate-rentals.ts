import type { QueryClient } from '@tanstack/react-query';
import { planKeys, rentalKeys, roomKeys } from '../../../lib/query-keys';

/**
 * A change to a rental or a room type moves the rental cards' figures, the room lists and
 * the plan usage: refresh them all (cheap lists, and always right).
 */
export function invalidateRentals(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
    queryClient.invalidateQueries({ queryKey: roomKeys.all }),
    queryClient.invalidateQueries({ queryKey: planKeys.usage }),
  ]);
}
