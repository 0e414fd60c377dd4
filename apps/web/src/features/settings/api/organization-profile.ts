import type { OrganizationProfile, OrganizationProfileBody } from '@rental/shared/schemas/payee';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { organizationKeys } from '../../../lib/query-keys';

/** GET /api/organization/profile: the name and phone on bills and their defaults. */
export function useOrganizationProfile() {
  return useQuery({
    queryKey: organizationKeys.profile,
    queryFn: ({ signal }) =>
      apiRequest<OrganizationProfile>('/api/organization/profile', { signal }),
  });
}

/** PUT /api/organization/profile (owner). */
export function useUpdateOrganizationProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationProfileBody) =>
      apiRequest<OrganizationProfile>('/api/organization/profile', { method: 'PUT', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(organizationKeys.profile, data);
      // Bills and the invoice message preview name the landlord as saved here.
      void queryClient.invalidateQueries({ queryKey: organizationKeys.payee });
    },
  });
}
