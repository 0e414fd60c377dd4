import type { Collections } from '@rental/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportQueryString, type ReportQuery } from '../lib/use-report-filters';
import { reportKeys } from '../../../lib/query-keys';

/** GET /api/reports/collections: invoiced, collected and the rate per month and rental. */
export function getCollections(query: ReportQuery, signal?: AbortSignal): Promise<Collections> {
  return apiRequest(`/api/reports/collections${reportQueryString(query)}`, { signal });
}

export function useCollections(query: ReportQuery) {
  return useQuery({
    queryKey: reportKeys.collections(query),
    queryFn: ({ signal }) => getCollections(query, signal),
  });
}
