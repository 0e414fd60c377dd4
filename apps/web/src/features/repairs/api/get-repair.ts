import type { Repair } from '@rental/shared/schemas/repairs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { repairKeys } from '../../../lib/query-keys';

/** GET /api/repairs/{id}: one repair with its history and its photos' ids. */
export function getRepair(id: string, signal?: AbortSignal): Promise<Repair> {
  return apiRequest(`/api/repairs/${encodeURIComponent(id)}`, { signal });
}

export function useRepair(id: string) {
  return useQuery({
    queryKey: repairKeys.detail(id),
    queryFn: ({ signal }) => getRepair(id, signal),
  });
}
