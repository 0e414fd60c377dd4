/**
 * Cache keys this feature reads. The prefix ('invoice-settings') is shared by
 * every screen, so invalidating it after a change refreshes them all.
 */
export const invoiceSettingKeys = {
  all: ['invoice-settings'] as const,
  list: () => ['invoice-settings', 'list'] as const,
  detail: (id: string) => ['invoice-settings', 'detail', id] as const,
  runs: (id: string) => ['invoice-settings', 'runs', id] as const,
};
