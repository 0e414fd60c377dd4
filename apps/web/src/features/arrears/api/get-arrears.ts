import type { ArrearsReport } from '@rental/shared/schemas/arrears';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { arrearsKeys } from '../../../lib/query-keys';

/** GET /api/reports/arrears: who owes what and since when, optionally for one rental. */
export function getArrears(rentalId: string, signal?: AbortSignal): Promise<ArrearsReport> {
  const query = rentalId ? `?rentalid=${encodeURIComponent(rentalId)}` : '';
  return apiRequest(`/api/reports/arrears${query}`, { signal });
}

export function useArrears(rentalId: string) {
  return useQuery({
    queryKey: arrearsKeys.list(rentalId),
    queryFn: ({ signal }) => getArrears(rentalId, signal),
  });
}
