import type { Landlord } from '@rental/shared/schemas/landlords';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { landlordKeys } from '../../lib/query-keys';

/** GET /api/landlords/all: an agent's landlords by name, with their rentals counted. */
export function getLandlords(signal?: AbortSignal): Promise<{ landlords: Landlord[] }> {
  return apiRequest('/api/landlords/all', { signal });
}

/**
 * An agent's landlords, for the landlords screen and every picker of one (a rental's owner,
 * the owner statement, the KRA report). `enabled: false` for a Landlord account, which the
 * server answers 403.
 */
export function useLandlords({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: landlordKeys.list,
    queryFn: ({ signal }) => getLandlords(signal),
    select: (data) => data.landlords,
    enabled,
  });
}
