import { transactionTypeFilters } from '@rental/shared/schemas/transactions';

export type TransactionTypeFilter = (typeof transactionTypeFilters)[number];

/** The transactions list's filters as the screen holds them ('' = not set). */
export interface TransactionFilters {
  from: string;
  to: string;
  tenantid: string;
  type: TransactionTypeFilter;
}

export const noTransactionFilters: TransactionFilters = {
  from: '',
  to: '',
  tenantid: '',
  type: 'all',
};

function isTypeFilter(value: string | null): value is TransactionTypeFilter {
  return transactionTypeFilters.includes(value as TransactionTypeFilter);
}

/** The applied filters live in the address (?from&to&tenantid&type), so a link keeps them. */
export function transactionFiltersFrom(params: URLSearchParams): TransactionFilters {
  const type = params.get('type');
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    tenantid: params.get('tenantid') ?? '',
    type: isTypeFilter(type) ? type : 'all',
  };
}

/** The address parameters of `filters`, leaving out what is not set. */
export function transactionFilterParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.tenantid) params.set('tenantid', filters.tenantid);
  if (filters.type !== 'all') params.set('type', filters.type);
  return params;
}

/** GET /api/transactions/all-transactions query string for one page of `filters`. */
export function transactionsQuery(
  filters: TransactionFilters,
  page: { limit: number; before?: string },
): string {
  const params = transactionFilterParams(filters);
  params.set('limit', String(page.limit));
  if (page.before) params.set('before', page.before);
  return `?${params.toString()}`;
}
