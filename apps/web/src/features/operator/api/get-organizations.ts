import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { organizationFilterParams, type OrganizationFilters } from '../lib/organization-filters';
import { operatorKeys } from '../../../lib/query-keys';

/** GET /api/operator/organizations?q=&status=&planid=&accounttype= */
export function getOrganizations(
  filters: OrganizationFilters,
  signal?: AbortSignal,
): Promise<{ organizations: OperatorOrganization[] }> {
  const query = organizationFilterParams(filters).toString();
  return apiRequest(`/api/operator/organizations${query ? `?${query}` : ''}`, { signal });
}

/** The organizations the search and filters match; the last list stays while the next loads. */
export function useOrganizations(filters: OrganizationFilters) {
  return useQuery({
    queryKey: operatorKeys.organizationList(filters),
    queryFn: ({ signal }) => getOrganizations(filters, signal),
    select: (data) => data.organizations,
    // Typing a search would otherwise blank the list at every pause.
    placeholderData: keepPreviousData,
  });
}
