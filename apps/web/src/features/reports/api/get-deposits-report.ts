import type { DepositsReport } from '@rental/shared/schemas/tenancy';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under the 'reports' prefix: a payment, credit note or move-out refreshes it. */
export const depositsReportKey = ['reports', 'deposits'] as const;

/** GET /api/reports/deposits: the deposit held for each tenant, by rental, and the total. */
export function getDepositsReport(signal?: AbortSignal): Promise<DepositsReport> {
  return apiRequest('/api/reports/deposits', { signal });
}

export function useDepositsReport() {
  return useQuery({
    queryKey: depositsReportKey,
    queryFn: ({ signal }) => getDepositsReport(signal),
  });
}
