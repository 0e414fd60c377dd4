import type { RentRoll } from '@rental/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportQueryString, type ReportQuery } from '../lib/use-report-filters';
import { reportKeys } from '../../../lib/query-keys';

/** GET /api/reports/rent-roll: one row per unit today, occupied or vacant. */
export function getRentRoll(query: ReportQuery, signal?: AbortSignal): Promise<RentRoll> {
  return apiRequest(`/api/reports/rent-roll${reportQueryString(query)}`, { signal });
}

export function useRentRoll(query: ReportQuery) {
  return useQuery({
    queryKey: reportKeys.rentRoll(query),
    queryFn: ({ signal }) => getRentRoll(query, signal),
  });
}
