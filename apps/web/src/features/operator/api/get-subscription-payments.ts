import type { OperatorSubscriptionPayment } from '@rental/shared/schemas/operator';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorKeys } from '../../../lib/query-keys';

/** GET /api/operator/subscription-payments: every organization's plan payments, newest first. */
export function getSubscriptionPayments(
  signal?: AbortSignal,
): Promise<{ payments: OperatorSubscriptionPayment[] }> {
  return apiRequest('/api/operator/subscription-payments', { signal });
}

export function useSubscriptionPayments() {
  return useQuery({
    queryKey: operatorKeys.subscriptionPayments,
    queryFn: ({ signal }) => getSubscriptionPayments(signal),
    select: (data) => data.payments,
  });
}
