import type { Occupancy } from '@rental/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportQueryString, type ReportQuery } from '../lib/use-report-filters';
import { reportKeys } from '../../../lib/query-keys';

/** GET /api/reports/occupancy: units, occupied and vacant per rental today, with 12 months of occupancy. */
export function getOccupancy(query: ReportQuery, signal?: AbortSignal): Promise<Occupancy> {
  return apiRequest(`/api/reports/occupancy${reportQueryString(query)}`, { signal });
}

export function useOccupancy(query: ReportQuery) {
  return useQuery({
    queryKey: reportKeys.occupancy(query),
    queryFn: ({ signal }) => getOccupancy(query, signal),
  });
}
