import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import {
  dashboardKeys,
  notificationKeys,
  tenantKeys,
  transactionKeys,
  unallocatedKeys,
} from '../../../lib/query-keys';

/** POST /api/mpesa/unallocated/{id}/assign: the payment becomes the tenant's, with a receipt. */
export function assignUnallocated({
  id,
  tenantid,
}: {
  id: string;
  tenantid: string;
}): Promise<{ transactionid: string }> {
  return apiRequest(`/api/mpesa/unallocated/${encodeURIComponent(id)}/assign`, {
    method: 'POST',
    body: { tenantid },
  });
}

export function useAssignUnallocated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUnallocated,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: unallocatedKeys.list });
      // Balances, transactions and the dashboard all change with a payment.
      await queryClient.invalidateQueries({ queryKey: tenantKeys.all });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      // The bell and the sidebar count the payments still waiting.
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
