import type { Meter } from '@rental/shared/schemas/readings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from '../../../lib/query-keys';

/**
 * GET /api/water/meters?rentalid=: the rental's meters with their last reading, keeping the
 * tenant's own (the final reading at move-out counts from it). Cached with the readings
 * grid's answer: the same call, the same key.
 */
export function useTenantMeter(rentalId: string, tenantId: string) {
  return useQuery({
    queryKey: readingKeys.meters(rentalId),
    queryFn: ({ signal }) =>
      apiRequest<{ meters: Meter[] }>(
        `/api/water/meters?rentalid=${encodeURIComponent(rentalId)}`,
        { signal },
      ),
    select: (data) => data.meters.find((meter) => meter.tenantid === tenantId),
  });
}
