import type { OwnerStatement } from '@rental/shared/schemas/landlords';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from '../../../lib/query-keys';

/** GET /api/reports/owner-statement?landlordid=&month=: a landlord's month. */
export function getOwnerStatement(
  landlordid: string,
  month: string,
  signal?: AbortSignal,
): Promise<OwnerStatement> {
  const query = new URLSearchParams({ landlordid, month });
  return apiRequest(`/api/reports/owner-statement?${query.toString()}`, { signal });
}

/** The statement of `landlordid` for `month`; waits while no landlord is chosen. */
export function useOwnerStatement(landlordid: string, month: string) {
  return useQuery({
    queryKey: reportKeys.ownerStatement(landlordid, month),
    queryFn: ({ signal }) => getOwnerStatement(landlordid, month, signal),
    enabled: landlordid !== '',
  });
}
