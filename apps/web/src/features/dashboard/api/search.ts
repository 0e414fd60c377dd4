import type { SearchResults } from '@rental/shared/schemas/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

/** GET /api/search?q=: tenants, rentals and transactions matching `term`. */
export function search(term: string, signal?: AbortSignal): Promise<SearchResults> {
  return apiRequest(`/api/search?q=${encodeURIComponent(term)}`, { signal });
}

/** Results for `term` (nothing asked for an empty term); the last results stay while typing. */
export function useSearch(term: string) {
  const query = term.trim();
  return useQuery({
    queryKey: dashboardKeys.search(query),
    queryFn: ({ signal }) => search(query, signal),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
