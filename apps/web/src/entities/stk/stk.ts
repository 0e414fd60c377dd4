import type {
  StkRequest,
  SubscriptionPaymentBody,
  TenantStkBody,
} from '@rental/shared/schemas/subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { stkKeys, subscriptionKeys, transactionKeys } from '../../lib/query-keys';

/** How often the waiting screen asks how the M-PESA prompt ended. */
export const stkPollMs = 2000;

export function startSubscriptionPayment(body: SubscriptionPaymentBody) {
  return apiRequest<StkRequest>('/api/stk/subscription', { method: 'POST', body });
}

export function useStartSubscriptionPayment() {
  return useMutation({ mutationFn: startSubscriptionPayment });
}

export function requestTenantPayment({
  tenantId,
  body,
}: {
  tenantId: string;
  body?: TenantStkBody;
}) {
  return apiRequest<StkRequest>(`/api/stk/tenant/${encodeURIComponent(tenantId)}`, {
    method: 'POST',
    body: body ?? {},
  });
}

export function useRequestTenantPayment() {
  return useMutation({ mutationFn: requestTenantPayment });
}

export function getStkRequest(id: string, signal?: AbortSignal) {
  return apiRequest<StkRequest>(`/api/stk/requests/${encodeURIComponent(id)}`, { signal });
}

/**
 * One STK push, asked again every 2 seconds while it is pending. Once it has ended the
 * money screens and the subscription status are refreshed.
 */
export function useStkRequest(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: stkKeys.request(id),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const request = await getStkRequest(id!, signal);
      if (request.status === 'succeeded') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
          queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
        ]);
      }
      return request;
    },
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status === 'pending' ? stkPollMs : false,
    // A failed poll is retried by the next one; no alert for it.
    meta: { errorAlert: false },
  });
}
