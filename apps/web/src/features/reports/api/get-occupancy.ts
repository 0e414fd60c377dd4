import type { Occupancy } from '@rental/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportQueryString, type ReportQuery } from '../lib/use-report-filters';

/** Under the 'reports' prefix: a payment, charge or change to the rentals refreshes it. */
export const occupancyKey = (query: ReportQuery) => ['reports', 'occupancy', query] as const;

/** GET /api/reports/occupancy: units, occupied and vacant per rental today, with 12 months of occupancy. */
export function getOccupancy(query: ReportQuery, signal?: AbortSignal): Promise<Occupancy> {
  return apiRequest(`/api/reports/occupancy${reportQueryString(query)}`, { signal });
}

export function useOccupancy(query: ReportQuery) {
  return useQuery({
    queryKey: occupancyKey(query),
    queryFn: ({ signal }) => getOccupancy(query, signal),
  });
}
