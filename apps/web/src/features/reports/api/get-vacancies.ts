import type { Vacancies } from '@rental/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportQueryString, type ReportQuery } from '../lib/use-report-filters';
import { reportKeys } from '../../../lib/query-keys';

/** GET /api/reports/vacancies: vacant units with days and rent lost, vacating tenants, re-let days. */
export function getVacancies(query: ReportQuery, signal?: AbortSignal): Promise<Vacancies> {
  return apiRequest(`/api/reports/vacancies${reportQueryString(query)}`, { signal });
}

export function useVacancies(query: ReportQuery) {
  return useQuery({
    queryKey: reportKeys.vacancies(query),
    queryFn: ({ signal }) => getVacancies(query, signal),
  });
}
