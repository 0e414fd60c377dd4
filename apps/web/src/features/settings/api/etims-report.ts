import type { EtimsReport } from '@rental/shared/schemas/etims';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { etimsKeys } from '../../../lib/query-keys';

/** GET /api/etims/report?month=YYYY-MM (owner): the month's documents at KRA, by sale date. */
export function getEtimsReport(
  month: string,
  signal?: AbortSignal,
): Promise<{ etimsreport: EtimsReport }> {
  return apiRequest(`/api/etims/report?month=${encodeURIComponent(month)}`, { signal });
}

export function useEtimsReport(month: string) {
  return useQuery({
    queryKey: etimsKeys.report(month),
    queryFn: ({ signal }) => getEtimsReport(month, signal),
    select: (data) => data.etimsreport,
    placeholderData: keepPreviousData,
  });
}
