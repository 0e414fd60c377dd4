import type { RepairsReport } from '@rental/shared/schemas/repair-reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from '../../../lib/query-keys';
import { reportQueryString, type ReportQuery } from '../lib/use-report-filters';

/** GET /api/reports/repairs: open repairs by age, and repair costs per rental and month. */
export function getRepairsReport(query: ReportQuery, signal?: AbortSignal): Promise<RepairsReport> {
  return apiRequest(`/api/reports/repairs${reportQueryString(query)}`, { signal });
}

export function useRepairsReport(query: ReportQuery) {
  return useQuery({
    queryKey: reportKeys.repairs(query),
    queryFn: ({ signal }) => getRepairsReport(query, signal),
  });
}
