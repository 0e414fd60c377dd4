import type {
  TenantLink,
  TenantLinkSmsResponse,
  TenantLinkStatus,
} from '@rental/shared/schemas/tenant-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from '../../../lib/query-keys';

const linkPath = (id: string) => `/api/tenant/${encodeURIComponent(id)}/link`;

/** GET /api/tenant/{id}/link: whether the tenant has a private page link, and since when. */
export function useTenantLinkStatus(id: string) {
  return useQuery({
    queryKey: tenantKeys.link(id),
    queryFn: ({ signal }) => apiRequest<TenantLinkStatus>(linkPath(id), { signal }),
    // The section shows a failure itself.
    meta: { errorAlert: false },
  });
}

/** POST /api/tenant/{id}/link: a new link (the old one stops working); its URL is shown once. */
export function useIssueTenantLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TenantLink>(linkPath(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.link(id) }),
  });
}

/**
 * POST /api/tenant/{id}/link/sms: the tenant's link sent to them by SMS, in their language (a
 * new link when none can be sent, which stops any older one).
 */
export function useSendTenantLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TenantLinkSmsResponse>(`${linkPath(id)}/sms`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.link(id) }),
  });
}

/** DELETE /api/tenant/{id}/link: the link answers "not found" from now on. */
export function useRevokeTenantLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(linkPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.link(id) }),
  });
}
