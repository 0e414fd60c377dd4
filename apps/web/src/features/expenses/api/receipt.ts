import type { Expense } from '@rental/shared/schemas/expenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { expenseKeys } from '../../../lib/query-keys';

const receiptPath = (id: string) => `/api/expenses/${encodeURIComponent(id)}/receipt`;

/** PUT /api/expenses/{id}/receipt: the file is the body; it replaces any receipt before it. */
export function attachReceipt(id: string, file: Blob): Promise<{ expense: Expense }> {
  return apiRequest(receiptPath(id), { method: 'PUT', file });
}

/** DELETE /api/expenses/{id}/receipt. */
export function removeReceipt(id: string): Promise<{ expense: Expense }> {
  return apiRequest(receiptPath(id), { method: 'DELETE' });
}

/** GET /api/expenses/{id}/receipt: the file, with its type. */
export function getReceipt(id: string): Promise<Blob> {
  return apiDownload(receiptPath(id));
}

/** Attaches (a file) or removes (null) an expense's receipt; the lists refresh. */
export function useChangeReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: Blob | null }) =>
      file ? attachReceipt(id, file) : removeReceipt(id),
    // The form says what went wrong, beside the receipt.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}
