import type { Expense, ExpenseBody } from '@rental/shared/schemas/expenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { expenseKeys } from '../../../lib/query-keys';

/** POST /api/expenses/new-expense: 201 with the expense. */
export function createExpense(body: ExpenseBody): Promise<{ expense: Expense }> {
  return apiRequest('/api/expenses/new-expense', { method: 'POST', body });
}

/** PUT /api/expenses/{id}: the expense corrected. */
export function updateExpense(id: string, body: ExpenseBody): Promise<{ expense: Expense }> {
  return apiRequest(`/api/expenses/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Creates the expense, or corrects it when `id` is given; the lists and totals refresh. */
export function useSaveExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ExpenseBody }) =>
      id ? updateExpense(id, body) : createExpense(body),
    // The form shows the refusal by its fields.
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}
