/**
 * Cache keys this feature reads. The prefix ('readings') is shared by
 * every screen, so invalidating it after a change refreshes them all.
 */
export const readingKeys = {
  all: ['readings'] as const,
  list: (tenantId?: string) => ['readings', 'list', tenantId ?? 'all'] as const,
  meters: (rentalId: string) => ['readings', 'meters', rentalId] as const,
};
