import type { RemittanceBody } from '@rental/shared/schemas/landlords';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from '../../../lib/query-keys';

interface RemittanceReply {
  remittance: { remittanceid: string; amount: number; month: string };
}

/** POST /api/landlords/{id}/remittances: 201; 400 names the field at fault. */
export function recordRemittance(id: string, body: RemittanceBody): Promise<RemittanceReply> {
  return apiRequest(`/api/landlords/${encodeURIComponent(id)}/remittances`, {
    method: 'POST',
    body,
  });
}

/** Records a payment to the landlord; the statements (remitted, carried forward) refresh. */
export function useRecordRemittance(landlordid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemittanceBody) => recordRemittance(landlordid, body),
    // The form shows the refusal by its fields.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
