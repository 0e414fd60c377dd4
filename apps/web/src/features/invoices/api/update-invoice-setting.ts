import type { InvoiceSetting, InvoiceSettingUpdate } from '@rental/shared/schemas/invoice-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoiceSettingKeys } from '../../../lib/query-keys';

/**
 * PUT /api/invoicesettings/all-invoices/{id}: the same fields as a new schedule; once the first
 * invoice date is past it cannot change (400, fields.startdate).
 */
export function updateInvoiceSetting(
  id: string,
  body: InvoiceSettingUpdate,
): Promise<{ invoice: InvoiceSetting }> {
  return apiRequest(`/api/invoicesettings/all-invoices/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateInvoiceSetting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSettingUpdate) => updateInvoiceSetting(id, body),
    onSuccess: async (data) => {
      queryClient.setQueryData(invoiceSettingKeys.detail(id), data);
      await queryClient.invalidateQueries({ queryKey: invoiceSettingKeys.list });
    },
  });
}
