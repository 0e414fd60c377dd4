import type { QuarantinedPayment } from '@rental/shared/schemas/quarantine';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import {
  dashboardKeys,
  notificationKeys,
  tenantKeys,
  transactionKeys,
  unallocatedKeys,
} from '../../../lib/query-keys';

export interface AcceptHeldResult {
  outcome: 'matched' | 'unallocated';
  transactionid: string | null;
}

/** POST /api/mpesa/quarantine/{id}/accept: posted as usual, to its tenant or to Unallocated. */
export function acceptHeldPayment(id: string): Promise<AcceptHeldResult> {
  return apiRequest(`/api/mpesa/quarantine/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
  });
}

/** POST /api/mpesa/quarantine/{id}/reject: it never touches the books. */
export function rejectHeldPayment(id: string): Promise<QuarantinedPayment> {
  return apiRequest(`/api/mpesa/quarantine/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
  });
}

/** Accept or reject; the lists, balances and the bell's count all follow the decision. */
export function useDecideHeld() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: unallocatedKeys.held });
    await queryClient.invalidateQueries({ queryKey: unallocatedKeys.list });
    await queryClient.invalidateQueries({ queryKey: tenantKeys.all });
    await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
  // Refused too (409: decided meanwhile, perhaps by another owner's click): the list shows it.
  const accept = useMutation({ mutationFn: acceptHeldPayment, onSettled: refresh });
  const reject = useMutation({ mutationFn: rejectHeldPayment, onSettled: refresh });
  return { accept, reject };
}
