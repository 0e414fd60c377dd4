import type {
  OwnerLink,
  OwnerLinkSmsResponse,
  OwnerLinkStatus,
} from '@rental/shared/schemas/owner-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { landlordKeys, messageKeys } from '../../../lib/query-keys';

const linkPath = (id: string) => `/api/landlords/${encodeURIComponent(id)}/page-link`;

/** GET /api/landlords/{id}/page-link: whether the landlord has a page link, and the link. */
export function useOwnerLinkStatus(id: string) {
  return useQuery({
    queryKey: landlordKeys.pageLink(id),
    queryFn: ({ signal }) => apiRequest<OwnerLinkStatus>(linkPath(id), { signal }),
    // The dialog shows a failure itself.
    meta: { errorAlert: false },
  });
}

/** POST /api/landlords/{id}/page-link: a new link (the old one stops working at once). */
export function useIssueOwnerLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OwnerLink>(linkPath(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: landlordKeys.pageLink(id) }),
  });
}

/** DELETE /api/landlords/{id}/page-link: the link answers "not found" from now on. */
export function useRevokeOwnerLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(linkPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: landlordKeys.pageLink(id) }),
  });
}

/**
 * POST /api/landlords/{id}/page-link/sms: texts the landlord their link, in their language (a
 * new link is made first when none can be sent). The Messages screen then lists the SMS.
 */
export function useSendOwnerLinkSms(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OwnerLinkSmsResponse>(`${linkPath(id)}/sms`, { method: 'POST' }),
    onSuccess: async (sent) => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
      if (sent.newlink)
        await queryClient.invalidateQueries({ queryKey: landlordKeys.pageLink(id) });
    },
  });
}
