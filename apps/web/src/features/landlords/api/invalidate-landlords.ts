import type { QueryClient } from '@tanstack/react-query';

/**
 * After a landlord changes: every list of them (the pickers too) and the reports, whose
 * owner statements and KRA returns carry the landlord's name, commission and KRA PIN.
 */
export function invalidateLandlords(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['landlords'] }),
    queryClient.invalidateQueries({ queryKey: ['reports'] }),
  ]);
}
