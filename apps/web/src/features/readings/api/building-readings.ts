import type { Meter, Reading, ReadingBatchBody } from '@rental/shared/schemas/readings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from '../../../lib/query-keys';

/** GET /api/water/meters?rentalid=: the building's meters with their last reading. */
export function useMeters(rentalId: string) {
  return useQuery({
    queryKey: readingKeys.meters(rentalId),
    queryFn: ({ signal }) =>
      apiRequest<{ meters: Meter[] }>(
        `/api/water/meters?rentalid=${encodeURIComponent(rentalId)}`,
        { signal },
      ),
    select: (data) => data.meters,
    enabled: rentalId !== '',
  });
}

/**
 * POST /api/water/new-readings: all rows or none; 400 with fields
 * "readings.{i}.meterreading" (or .meternumber) for each row that is wrong.
 */
export function useSaveBuildingReadings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadingBatchBody) =>
      apiRequest<{ readings: Reading[] }>('/api/water/new-readings', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingKeys.all }),
  });
}
