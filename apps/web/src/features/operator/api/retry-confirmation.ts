import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorKeys } from '../../../lib/query-keys';

/**
 * POST /api/operator/parked-confirmations/{id}/retry (no body): unparked, the server's next
 * pass applies it.
 */
export function retryConfirmation(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/operator/parked-confirmations/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  });
}

export function useRetryConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryConfirmation,
    // Settled either way: applied, or already sent back by someone else (404).
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.parkedConfirmations }),
  });
}
