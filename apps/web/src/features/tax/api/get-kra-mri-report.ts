import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Under the 'reports' prefix: a payment, credit note or deletion refreshes every month. An
 * agent's return of one landlord ('' for every rental) is a report of its own.
 */
export const kraMriReportKey = (month: string, landlordid = '') =>
  ['reports', 'kra-mri', month, landlordid] as const;

/**
 * GET /api/reports/kra-mri?month=YYYY-MM[&landlordid=]: the month's MRI return, worked out
 * from payments, of every rental or of an agent's landlord's.
 */
export function getKraMriReport(
  month: string,
  landlordid = '',
  signal?: AbortSignal,
): Promise<KraMriReport> {
  const query = new URLSearchParams({ month });
  if (landlordid) query.set('landlordid', landlordid);
  return apiRequest(`/api/reports/kra-mri?${query.toString()}`, { signal });
}

export function useKraMriReport(month: string, landlordid = '') {
  return useQuery({
    queryKey: kraMriReportKey(month, landlordid),
    queryFn: ({ signal }) => getKraMriReport(month, landlordid, signal),
  });
}
