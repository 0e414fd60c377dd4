import type { PaymentBody, Transaction } from '@rental/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

/** POST /api/transactions/new-payment: a tenant's payment; 201 with the transaction. */
export function createPayment(body: PaymentBody): Promise<{ transaction: Transaction }> {
  return apiRequest('/api/transactions/new-payment', { method: 'POST', body });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => invalidateMoney(queryClient),
  });
}
