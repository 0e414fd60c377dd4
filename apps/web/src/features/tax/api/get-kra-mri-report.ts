import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from '../../../lib/query-keys';

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
    queryKey: reportKeys.kraMri(month, landlordid),
    queryFn: ({ signal }) => getKraMriReport(month, landlordid, signal),
  });
}
