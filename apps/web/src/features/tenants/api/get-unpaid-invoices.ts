import { isChargeInvoice } from '@rental/shared/ledger-kinds';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sentInvoiceKeys } from '../../../lib/query-keys';

/** An invoice a credit note may go to, with what it has left to pay (KES). */
export interface UnpaidInvoice {
  invoice: SentInvoice;
  left: number;
}

/** KES in cents, so 15000.1 - 0.1 stays 15000. */
function leftToPay(invoice: SentInvoice) {
  return (
    Math.round(invoice.invoicedata.invoiceamount * 100 - Math.round(invoice.paidamount * 100)) / 100
  );
}

/**
 * GET /api/invoice/all?tenantid=: the tenant's invoices (newest first, the API's largest
 * page), keeping the rent charges not yet paid: what a credit note can be taken off.
 */
export function getUnpaidInvoices(id: string, signal?: AbortSignal): Promise<UnpaidInvoice[]> {
  return apiRequest<{ invoices: SentInvoice[] }>(
    `/api/invoice/all?tenantid=${encodeURIComponent(id)}&limit=1000`,
    { signal },
  ).then(({ invoices }) =>
    invoices
      .filter((invoice) => isChargeInvoice(invoice.invoicedata.invoicetype))
      .map((invoice) => ({ invoice, left: leftToPay(invoice) }))
      .filter((row) => row.left > 0),
  );
}

export function useUnpaidInvoices(id: string) {
  return useQuery({
    queryKey: sentInvoiceKeys.unpaidOfTenant(id),
    queryFn: ({ signal }) => getUnpaidInvoices(id, signal),
  });
}
