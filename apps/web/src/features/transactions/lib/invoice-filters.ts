import type { DateRange } from '../../../components/paged/date-range-fields';

/** The sent invoices list's filters ('' = not set): billing dates From/To, tenant name, type. */
export interface InvoiceFilters extends DateRange {
  tenant: string;
  type: string;
}

export const noInvoiceFilters: InvoiceFilters = { from: '', to: '', tenant: '', type: '' };

const filterKeys = ['from', 'to', 'tenant', 'type'] as const;

/**
 * The applied filters live in the address (?from&to&tenant&type). A link from before the
 * range (?date, "on or before") opens as the same list: To that day.
 */
export function invoiceFiltersFrom(params: URLSearchParams): InvoiceFilters {
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? params.get('date') ?? '',
    tenant: params.get('tenant') ?? '',
    type: params.get('type') ?? '',
  };
}

/** The address parameters of `filters`, trimmed, leaving out what is not set. */
export function invoiceFilterParams(filters: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
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
