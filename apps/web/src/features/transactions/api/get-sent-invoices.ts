import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoicesQuery, type InvoiceFilters } from '../lib/invoice-filters';
import { exportPageSize, listPageSize } from './page-sizes';
import { sentInvoiceKeys } from '../../../lib/query-keys';

export interface SentInvoicePage {
  invoices: SentInvoice[];
  nextcursor: string | null;
}

/** GET /api/invoice/all: one page of sent invoices matching `filters`, newest first. */
export function getSentInvoicesPage(
  filters: InvoiceFilters,
  page: { limit?: number; before?: string } = {},
  signal?: AbortSignal,
): Promise<SentInvoicePage> {
  const query = invoicesQuery(filters, { limit: page.limit ?? listPageSize, ...page });
  return apiRequest(`/api/invoice/all${query}`, { signal });
}

/** Every sent invoice matching `filters`, page after page (for the exports). */
export async function getAllSentInvoices(filters: InvoiceFilters): Promise<SentInvoice[]> {
  const rows: SentInvoice[] = [];
  let before: string | undefined;
  do {
    const page = await getSentInvoicesPage(filters, { limit: exportPageSize, before });
    rows.push(...page.invoices);
    before = page.nextcursor && page.nextcursor !== before ? page.nextcursor : undefined;
  } while (before);
  return rows;
}

export function useSentInvoices(filters: InvoiceFilters) {
  return useInfiniteQuery({
    queryKey: sentInvoiceKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getSentInvoicesPage(filters, { before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextcursor ?? undefined,
  });
}
