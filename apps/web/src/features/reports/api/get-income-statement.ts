import type { IncomeStatement } from '@rental/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportQueryString, type ReportQuery } from '../lib/use-report-filters';
import { reportKeys } from '../../../lib/query-keys';

/** GET /api/reports/income-statement: income collected and expenses paid per rental and in all, for the days asked. */
export function getIncomeStatement(
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<IncomeStatement> {
  return apiRequest(`/api/reports/income-statement${reportQueryString(query)}`, { signal });
}

export function useIncomeStatement(query: ReportQuery) {
  return useQuery({
    queryKey: reportKeys.incomeStatement(query),
    queryFn: ({ signal }) => getIncomeStatement(query, signal),
  });
}
