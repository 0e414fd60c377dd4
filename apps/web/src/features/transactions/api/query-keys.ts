import type { InvoiceFilters } from '../lib/invoice-filters';
import type { TransactionFilters } from '../lib/transaction-filters';

/**
 * Cache keys this feature reads. The prefixes ('transactions', 'sent-invoices', 'tenants',
 * 'dashboard') are shared by every screen, so invalidating one after a payment refreshes them
 * all. One transaction sits under its own prefix: refreshing the lists after a deletion must
 * not ask again for the transaction that is gone.
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (filters: TransactionFilters) => ['transactions', 'list', filters] as const,
};

export const transactionDetailKey = (id: string) => ['transaction', id] as const;

export const sentInvoiceKeys = {
  all: ['sent-invoices'] as const,
  list: (filters: InvoiceFilters) => ['sent-invoices', 'list', filters] as const,
};

export const tenantKeys = {
  all: ['tenants'] as const,
  list: () => ['tenants', 'list'] as const,
  /** The same key as the tenant's page: one fetch of a tenant serves both. */
  detail: (id: string) => ['tenants', 'detail', id] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** Rows a list asks for at a time; exports ask for the largest page the API gives. */
export const listPageSize = 100;
export const exportPageSize = 1000;
