import type { DepositsReport } from '@rental/shared/schemas/tenancy';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from '../../../lib/query-keys';

/** GET /api/reports/deposits: the deposit held for each tenant, by rental, and the total. */
export function getDepositsReport(signal?: AbortSignal): Promise<DepositsReport> {
  return apiRequest('/api/reports/deposits', { signal });
}

export function useDepositsReport() {
  return useQuery({
    queryKey: reportKeys.deposits,
    queryFn: ({ signal }) => getDepositsReport(signal),
  });
}
