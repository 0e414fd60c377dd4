/**
 * Cache keys of the portfolio lists this feature reads. The prefixes ('rentals', 'rooms',
 * 'tenants') are shared by every screen, so invalidating one after a change refreshes them all.
 */
export const tenantKeys = {
  all: ['tenants'] as const,
  /** An object, not a string: lib/rental-tenants keys one rental's list by its id here. */
  list: (status?: string) => ['tenants', 'list', { status: status ?? 'all' }] as const,
  detail: (id: string) => ['tenants', 'detail', id] as const,
  rentHistory: (id: string) => ['tenants', 'rent-history', id] as const,
  link: (id: string) => ['tenants', 'link', id] as const,
  moveOutPreview: (id: string, moveoutdate: string) =>
    ['tenants', 'move-out-preview', id, moveoutdate] as const,
};

export const rentalKeys = {
  all: ['rentals'] as const,
};

export const roomKeys = {
  all: ['rooms'] as const,
};

/** Water readings name their tenant, and go when the tenant is deleted. */
export const readingKeys = {
  all: ['readings'] as const,
};

/**
 * Money other screens show: invoice statuses, the dashboard's totals, arrears, the deposits
 * report and the notifications (derived from balances). A credit note or a move-out moves them.
 */
export const moneyKeys = [
  ['sent-invoices'],
  ['dashboard'],
  ['arrears'],
  ['reports'],
  ['notifications'],
] as const;
