import type { Landlord } from '@rental/shared/schemas/landlords';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Under the 'landlords' prefix every screen invalidates after a change to the landlords. */
export const landlordsListKey = ['landlords', 'list'] as const;

/** GET /api/landlords/all: the agent's landlords, by name (403 for a Landlord account). */
export function getLandlords(signal?: AbortSignal): Promise<{ landlords: Landlord[] }> {
  return apiRequest('/api/landlords/all', { signal });
}

/** An agent's landlords, for the screens that filter or pick by landlord; off for others. */
export function useLandlords({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: landlordsListKey,
    queryFn: ({ signal }) => getLandlords(signal),
    select: (data) => data.landlords,
    enabled,
  });
}
