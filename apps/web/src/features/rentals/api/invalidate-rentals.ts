import type { QueryClient } from '@tanstack/react-query';
import { planUsageQueryKey } from '../../../lib/plan-usage';
import { rentalKeys, roomKeys } from './query-keys';

/**
 * A change to a rental or a room type moves the rental cards' figures, the room lists and
 * the plan usage: refresh them all (cheap lists, and always right).
 */
export function invalidateRentals(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
    queryClient.invalidateQueries({ queryKey: roomKeys.all }),
    queryClient.invalidateQueries({ queryKey: planUsageQueryKey }),
  ]);
}
