import type { InvoiceSetting } from '@rental/shared/schemas/invoice-settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoiceSettingKeys } from '../../../lib/query-keys';

/** GET /api/invoicesettings/all-invoices: the organization's scheduled invoices. */
export function getInvoiceSettings(signal?: AbortSignal): Promise<{ invoices: InvoiceSetting[] }> {
  return apiRequest('/api/invoicesettings/all-invoices', { signal });
}

export function useInvoiceSettings() {
  return useQuery({
    queryKey: invoiceSettingKeys.list,
    queryFn: ({ signal }) => getInvoiceSettings(signal),
    select: (data) => data.invoices,
  });
}
