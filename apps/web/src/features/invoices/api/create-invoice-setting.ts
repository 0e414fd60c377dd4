import type { InvoiceSetting, InvoiceSettingBody } from '@rental/shared/schemas/invoice-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoiceSettingKeys } from '../../../lib/query-keys';

/**
 * POST /api/invoicesettings/new-invoice: 400 with fields for a past first invoice date;
 * `register: true` (onboarding) also moves the onboarding progress past 'invoices'.
 */
export function createInvoiceSetting(
  body: InvoiceSettingBody,
): Promise<{ invoice: InvoiceSetting }> {
  return apiRequest('/api/invoicesettings/new-invoice', { method: 'POST', body });
}

export function useCreateInvoiceSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoiceSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceSettingKeys.all }),
  });
}
