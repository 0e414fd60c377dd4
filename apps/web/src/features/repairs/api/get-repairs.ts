import type { Repair } from '@rental/shared/schemas/repairs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { repairKeys } from '../../../lib/query-keys';

/** GET /api/repairs?rentalid=: the board, newest first, of one rental or every one ('' ). */
export function getRepairs(rentalId: string, signal?: AbortSignal): Promise<{ repairs: Repair[] }> {
  const query = rentalId ? `?rentalid=${encodeURIComponent(rentalId)}` : '';
  return apiRequest(`/api/repairs${query}`, { signal });
}

/** Every status at once: the board groups them itself, so changing tabs asks for nothing. */
export function useRepairs(rentalId: string) {
  return useQuery({
    queryKey: repairKeys.list(rentalId),
    queryFn: ({ signal }) => getRepairs(rentalId, signal),
    select: (data) => data.repairs,
  });
}
