import type { QueryClient } from '@tanstack/react-query';
import { planKeys, readingKeys, rentalKeys, roomKeys, tenantKeys } from '../../../lib/query-keys';

/**
 * A tenant change moves rental and room figures (occupied units, tenant counts), the plan
 * usage and the readings (tenant names; a deleted tenant's readings go) too.
 */
export function invalidatePortfolio(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
    queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
    queryClient.invalidateQueries({ queryKey: roomKeys.all }),
    queryClient.invalidateQueries({ queryKey: planKeys.usage }),
    queryClient.invalidateQueries({ queryKey: readingKeys.all }),
  ]);
}
