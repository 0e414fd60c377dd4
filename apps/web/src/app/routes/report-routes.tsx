import type { RouteObject } from 'react-router';

/**
 * The reports hub (features/reports) and the reports with a screen of their own; the hub's
 * list is features/reports/lib/report-links.ts.
 */
export const reportRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: async () => ({
      Component: (await import('../../features/reports/routes/reports-page')).ReportsPage,
    }),
  },
  {
    path: 'reports/kra-mri',
    lazy: async () => ({
      Component: (await import('../../features/tax/routes/kra-mri-page')).KraMriPage,
    }),
  },
];
