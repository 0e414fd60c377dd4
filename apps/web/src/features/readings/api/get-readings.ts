import type { Reading } from '@rental/shared/schemas/readings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from '../../../lib/query-keys';

/** GET /api/water/readings[?tenantid=]: water readings, newest first. */
export function getReadings(
  tenantId?: string,
  signal?: AbortSignal,
): Promise<{ readings: Reading[] }> {
  const query = tenantId ? `?tenantid=${encodeURIComponent(tenantId)}` : '';
  return apiRequest(`/api/water/readings${query}`, { signal });
}

/** Every reading, or one tenant's (`enabled` false until there is a tenant to ask about). */
export function useReadings(tenantId?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: readingKeys.list(tenantId),
    queryFn: ({ signal }) => getReadings(tenantId, signal),
    select: (data) => data.readings,
    enabled,
  });
}
