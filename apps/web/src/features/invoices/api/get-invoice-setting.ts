import type { InvoiceSetting } from '@rental/shared/schemas/invoice-settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoiceSettingKeys } from '../../../lib/query-keys';

/** GET /api/invoicesettings/all-invoices/{id}: one scheduled invoice. */
export function getInvoiceSetting(
  id: string,
  signal?: AbortSignal,
): Promise<{ invoice: InvoiceSetting }> {
  return apiRequest(`/api/invoicesettings/all-invoices/${encodeURIComponent(id)}`, { signal });
}

export function useInvoiceSetting(id: string) {
  return useQuery({
    queryKey: invoiceSettingKeys.detail(id),
    queryFn: ({ signal }) => getInvoiceSetting(id, signal),
    select: (data) => data.invoice,
    // The dialog shows the failure itself (a missing schedule is not an alert).
    meta: { errorAlert: false },
  });
}
