/** The sent invoices list's filters ('' = not set): on or before a date, tenant name, type. */
export interface InvoiceFilters {
  date: string;
  tenant: string;
  type: string;
}

export const noInvoiceFilters: InvoiceFilters = { date: '', tenant: '', type: '' };

/** The applied filters live in the address (?date&tenant&type). */
export function invoiceFiltersFrom(params: URLSearchParams): InvoiceFilters {
  return {
    date: params.get('date') ?? '',
    tenant: params.get('tenant') ?? '',
    type: params.get('type') ?? '',
  };
}

/** The address parameters of `filters`, trimmed, leaving out what is not set. */
export function invoiceFilterParams(filters: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['date', 'tenant', 'type'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** GET /api/invoice/all query string for one page of `filters`. */
export function invoicesQuery(
  filters: InvoiceFilters,
  page: { limit: number; before?: string },
): string {
  const params = invoiceFilterParams(filters);
  params.set('limit', String(page.limit));
  if (page.before) params.set('before', page.before);
  return `?${params.toString()}`;
}
