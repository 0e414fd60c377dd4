import { centsToKes, kesToCents } from '@rental/shared/money';
import type { Reading } from '@rental/shared/schemas/readings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from '../../../lib/query-keys';

/**
 * GET /api/water/readings?tenantid=: the tenant's readings, summing the cost of those not yet
 * billed (KES). Ending the tenancy bills them with the final reading, so the tenant owes them
 * when the deposit is settled. Cached with the readings list's answer: the same call and key.
 */
export function useUnbilledWater(tenantId: string) {
  return useQuery({
    queryKey: readingKeys.list(tenantId),
    queryFn: ({ signal }) =>
      apiRequest<{ readings: Reading[] }>(
        `/api/water/readings?tenantid=${encodeURIComponent(tenantId)}`,
        { signal },
      ),
    select: (data) =>
      centsToKes(
        data.readings
          .filter((reading) => !reading.billed)
          .reduce((sum, reading) => sum + kesToCents(reading.readingdata.currentcost), 0),
      ),
  });
}
