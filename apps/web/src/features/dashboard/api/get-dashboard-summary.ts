import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

/** GET /api/dashboard/summary: the tiles, recent transactions and the 12-month chart. */
export function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return apiRequest('/api/dashboard/summary', { signal });
}

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
}
