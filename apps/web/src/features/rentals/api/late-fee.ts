import type { LateFeeRule, LateFeeRuleBody } from '@rental/shared/schemas/late-fees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rentalKeys } from '../../../lib/query-keys';

const url = (rentalId: string) =>
  `/api/rental/all-rentals/${encodeURIComponent(rentalId)}/late-fee`;

/** GET /api/rental/all-rentals/{id}/late-fee: off until saved. */
export function getLateFee(rentalId: string, signal?: AbortSignal) {
  return apiRequest<{ latefee: LateFeeRule }>(url(rentalId), { signal });
}

export function useLateFee(rentalId: string) {
  return useQuery({
    queryKey: rentalKeys.lateFee(rentalId),
    queryFn: ({ signal }) => getLateFee(rentalId, signal),
    select: (data) => data.latefee,
  });
}

/** PUT /api/rental/all-rentals/{id}/late-fee (owner). */
export function useUpdateLateFee(rentalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LateFeeRuleBody) =>
      apiRequest<{ latefee: LateFeeRule }>(url(rentalId), { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(rentalKeys.lateFee(rentalId), data),
  });
}
