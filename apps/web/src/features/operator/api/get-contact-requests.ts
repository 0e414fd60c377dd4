import type { ContactRequestStatus, OperatorContactRequest } from '@rental/shared/schemas/operator';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorKeys } from '../../../lib/query-keys';

/** GET /api/operator/contact-requests?status=: the Enterprise inbox, all statuses when ''. */
export function getContactRequests(
  status: ContactRequestStatus | '',
  signal?: AbortSignal,
): Promise<{ requests: OperatorContactRequest[] }> {
  const query = status ? `?status=${status}` : '';
  return apiRequest(`/api/operator/contact-requests${query}`, { signal });
}

export function useContactRequests(status: ContactRequestStatus | '') {
  return useQuery({
    queryKey: operatorKeys.contactRequestList(status),
    queryFn: ({ signal }) => getContactRequests(status, signal),
    select: (data) => data.requests,
  });
}
