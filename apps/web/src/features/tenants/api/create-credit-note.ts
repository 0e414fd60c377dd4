import type { CreditNoteBody, creditNoteResponseSchema } from '@rental/shared/schemas/tenancy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBalances } from './invalidate-tenancy';

export type CreditNoteResponse = z.infer<typeof creditNoteResponseSchema>;

/**
 * POST /api/tenant/{id}/credit-note: forgives part of an invoice, or of the balance without
 * one. 409 with fields.amount when it is more than the invoice (or the balance) has left.
 */
export function createCreditNote(id: string, body: CreditNoteBody): Promise<CreditNoteResponse> {
  return apiRequest(`/api/tenant/${encodeURIComponent(id)}/credit-note`, {
    method: 'POST',
    body,
  });
}

export function useCreateCreditNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditNoteBody) => createCreditNote(id, body),
    // The dialog shows the failure under its fields.
    meta: { errorAlert: false },
    onSuccess: () => invalidateBalances(queryClient),
  });
}
