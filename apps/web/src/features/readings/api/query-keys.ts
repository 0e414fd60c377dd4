/**
 * Cache keys this feature reads. The prefixes ('rentals', 'readings') are shared by
 * every screen, so invalidating one after a change refreshes them all.
 */
export const readingKeys = {
  all: ['readings'] as const,
  list: (tenantId?: string) => ['readings', 'list', tenantId ?? 'all'] as const,
};

export const rentalKeys = {
  list: () => ['rentals', 'list'] as const,
};
