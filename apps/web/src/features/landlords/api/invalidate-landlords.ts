import type { QueryClient } from '@tanstack/react-query';
import { landlordKeys, reportKeys } from '../../../lib/query-keys';

/**
 * After a landlord changes: every list of them (the pickers too) and the reports, whose
 * owner statements and KRA returns carry the landlord's name, commission and KRA PIN.
 */
export function invalidateLandlords(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: landlordKeys.all }),
    queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  ]);
}
