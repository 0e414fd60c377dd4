import type { Reading, ReadingBody } from '@rental/shared/schemas/readings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from '../../../lib/query-keys';

/**
 * POST /api/water/new-reading: the server finds the tenant by meter, computes usage and cost;
 * 400 with fields.meterreading when the reading is below the previous one (unless replaced).
 */
export function createReading(body: ReadingBody): Promise<{ reading: Reading }> {
  return apiRequest('/api/water/new-reading', { method: 'POST', body });
}

export function useCreateReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReading,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingKeys.all }),
  });
}
