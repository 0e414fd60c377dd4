import type { Reading, ReadingEditBody } from '@rental/shared/schemas/readings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from '../../../lib/query-keys';

/**
 * PUT /api/water/readings/{id}: corrects a reading not yet billed; the server recomputes it
 * and the reading after it. 409 when it is billed; 400 with fields.meterreading when the new
 * value would go below the previous reading or above the next.
 */
export function useCorrectReading(readingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadingEditBody) =>
      apiRequest<{ reading: Reading }>(`/api/water/readings/${encodeURIComponent(readingId)}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingKeys.all }),
  });
}

/** DELETE /api/water/readings/{id}: a reading not yet billed; the next counts from the one before. */
export function useDeleteReading(readingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<null>(`/api/water/readings/${encodeURIComponent(readingId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingKeys.all }),
  });
}
