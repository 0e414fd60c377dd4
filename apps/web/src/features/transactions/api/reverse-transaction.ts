import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ReassignPaymentBody,
  ReversePaymentBody,
  Transaction,
} from '@rental/shared/schemas/transactions';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

/**
 * POST /api/transactions/{id}/reverse {reason}: the payment, now reversed. 403 when the user
 * may not (only its recorder, or the owner); 409 payment_already_reversed.
 */
export function reverseTransaction(id: string, body: ReversePaymentBody) {
  return apiRequest<{ transaction: Transaction }>(
    `/api/transactions/${encodeURIComponent(id)}/reverse`,
    { method: 'POST', body },
  );
}

/** POST /api/transactions/{id}/reassign {tenantid, reason} (owner only): the new payment. */
export function reassignTransaction(id: string, body: ReassignPaymentBody) {
  return apiRequest<{ transaction: Transaction }>(
    `/api/transactions/${encodeURIComponent(id)}/reassign`,
    { method: 'POST', body },
  );
}

export function useReverseTransaction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReversePaymentBody) => reverseTransaction(id, body),
    // The dialog explains a refusal itself.
    meta: { errorAlert: false },
    onSuccess: () => invalidateMoney(queryClient),
  });
}

export function useReassignTransaction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReassignPaymentBody) => reassignTransaction(id, body),
    meta: { errorAlert: false },
    onSuccess: () => invalidateMoney(queryClient),
  });
}
