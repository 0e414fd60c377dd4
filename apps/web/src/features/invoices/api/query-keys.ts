/**
 * Cache keys this feature reads. The prefixes ('invoice-settings', 'rentals') are shared by
 * every screen, so invalidating one after a change refreshes them all.
 */
export const invoiceSettingKeys = {
  all: ['invoice-settings'] as const,
  list: () => ['invoice-settings', 'list'] as const,
  detail: (id: string) => ['invoice-settings', 'detail', id] as const,
};

export const rentalKeys = {
  list: () => ['rentals', 'list'] as const,
};
