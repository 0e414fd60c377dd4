import type { Collections } from '@rental/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportQueryString, type ReportQuery } from '../lib/use-report-filters';

/** Under the 'reports' prefix: a payment, charge or change to the rentals refreshes it. */
export const collectionsKey = (query: ReportQuery) => ['reports', 'collections', query] as const;

/** GET /api/reports/collections: invoiced, collected and the rate per month and rental. */
export function getCollections(query: ReportQuery, signal?: AbortSignal): Promise<Collections> {
  return apiRequest(`/api/reports/collections${reportQueryString(query)}`, { signal });
}

export function useCollections(query: ReportQuery) {
  return useQuery({
    queryKey: collectionsKey(query),
    queryFn: ({ signal }) => getCollections(query, signal),
  });
}
