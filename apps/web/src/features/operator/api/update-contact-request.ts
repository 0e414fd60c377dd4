import type { ContactRequestStatus, OperatorContactRequest } from '@rental/shared/schemas/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorKeys } from '../../../lib/query-keys';

export interface ContactRequestUpdate {
  status: ContactRequestStatus;
  notes: string;
}

/** PUT /api/operator/contact-requests/{id}: where the request stands, and the notes on it. */
export function updateContactRequest(
  id: string,
  body: ContactRequestUpdate,
): Promise<{ message: string; request: OperatorContactRequest }> {
  return apiRequest(`/api/operator/contact-requests/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateContactRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRequestUpdate) => updateContactRequest(id, body),
    // The dialog says why it failed.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.contactRequests }),
  });
}
