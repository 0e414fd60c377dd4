import type { NewChargeBody } from '@rental/shared/schemas/charges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

interface BilledCharge {
  invoiceid: string;
  invoicenumber: number;
  tenantid: string;
  amount: number;
  duedate: string;
}

/**
 * POST /api/invoice/new-charge ("Bill now"), with the key of this one attempt to bill: sent
 * again (a lost answer, a second tap) it bills once.
 */
export function useBillNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: NewChargeBody; idempotencyKey: string }) =>
      apiRequest<{ invoices: BilledCharge[] }>('/api/invoice/new-charge', {
        method: 'POST',
        body,
        idempotencyKey,
      }),
    onSuccess: () => invalidateMoney(queryClient),
  });
}

/** POST /api/invoice/{id}/waive: a credit note for a late fee (owner, once). */
export function useWaiveLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, reason }: { invoiceId: string; reason: string }) =>
      apiRequest(`/api/invoice/${encodeURIComponent(invoiceId)}/waive`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
