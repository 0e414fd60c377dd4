import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under the 'reports' prefix: a payment, credit note or deletion refreshes every month. */
export const kraMriReportKey = (month: string) => ['reports', 'kra-mri', month] as const;

/** GET /api/reports/kra-mri?month=YYYY-MM: the month's MRI return, worked out from payments. */
export function getKraMriReport(month: string, signal?: AbortSignal): Promise<KraMriReport> {
  return apiRequest(`/api/reports/kra-mri?month=${encodeURIComponent(month)}`, { signal });
}

export function useKraMriReport(month: string) {
  return useQuery({
    queryKey: kraMriReportKey(month),
    queryFn: ({ signal }) => getKraMriReport(month, signal),
  });
}
