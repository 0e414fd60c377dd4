import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoiceSettingKeys } from '../../../lib/query-keys';

/** DELETE /api/invoicesettings/all-invoices/{id}: 204; invoices already sent stay. */
export function deleteInvoiceSetting(id: string): Promise<void> {
  return apiRequest(`/api/invoicesettings/all-invoices/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteInvoiceSetting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteInvoiceSetting(id),
    // The confirmation dialog covers the page's alert area: it shows the failure itself.
    meta: { errorAlert: false },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: invoiceSettingKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: invoiceSettingKeys.list });
    },
  });
}
