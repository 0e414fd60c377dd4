import type { PlanUsage } from '@rental/shared/schemas/plan-usage';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { planKeys } from '../../lib/query-keys';

/** GET /api/plan/usage: the plan whose limits apply, whether on trial, and current usage. */
export function getPlanUsage(signal?: AbortSignal): Promise<PlanUsage> {
  return apiRequest<PlanUsage>('/api/plan/usage', { signal });
}

/**
 * Plan and usage, e.g. to say "1 of 2 rentals" before the user hits the limit. Screens that
 * add or remove rentals or tenants invalidate `planKeys.usage`.
 */
export function usePlanUsage() {
  return useQuery({
    queryKey: planKeys.usage,
    queryFn: ({ signal }) => getPlanUsage(signal),
    staleTime: 60_000,
    // Informational: a screen works without it, so a failure is not worth an alert.
    meta: { errorAlert: false },
  });
}
