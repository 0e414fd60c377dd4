/**
 * Cache keys of the dashboard. Payments and invoices invalidate the 'dashboard' prefix, so the
 * tiles, the chart and the recent transactions follow every change.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => ['dashboard', 'summary'] as const,
  search: (term: string) => ['dashboard', 'search', term] as const,
};
