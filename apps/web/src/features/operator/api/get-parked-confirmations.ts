import type { OperatorParkedConfirmation } from '@rental/shared/schemas/operator';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorKeys } from '../../../lib/query-keys';

/**
 * GET /api/operator/parked-confirmations: M-PESA confirmations that failed to apply three
 * times, across organizations, newest first (no payer, no bill reference).
 */
export function getParkedConfirmations(
  signal?: AbortSignal,
): Promise<{ confirmations: OperatorParkedConfirmation[] }> {
  return apiRequest('/api/operator/parked-confirmations', { signal });
}

export function useParkedConfirmations() {
  return useQuery({
    queryKey: operatorKeys.parkedConfirmations,
    queryFn: ({ signal }) => getParkedConfirmations(signal),
    select: (data) => data.confirmations,
  });
}
