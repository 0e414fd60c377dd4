import type { RouteObject } from 'react-router';
import { byPermission } from './permitted';

/**
 * The reports hub (features/reports) and the reports with a screen of their own; the hub's
 * list is features/reports/lib/report-links.ts.
 */
const reportScreens: RouteObject[] = [
  {
    path: 'reports',
    lazy: async () => ({
      Component: (await import('../../features/reports/routes/reports-page')).ReportsPage,
    }),
  },
  {
    path: 'reports/rent-roll',
    lazy: async () => ({
      Component: (await import('../../features/reports/routes/rent-roll-page')).RentRollPage,
    }),
  },
  {
    path: 'reports/occupancy',
    lazy: async () => ({
      Component: (await import('../../features/reports/routes/occupancy-page')).OccupancyPage,
    }),
  },
  {
    path: 'reports/collections',
    lazy: async () => ({
      Component: (await import('../../features/reports/routes/collections-page')).CollectionsPage,
    }),
  },
  {
    path: 'reports/income-statement',
    lazy: async () => ({
      Component: (await import('../../features/reports/routes/income-statement-page'))
        .IncomeStatementPage,
    }),
  },
  {
    path: 'reports/kra-mri',
    lazy: async () => ({
      Component: (await import('../../features/tax/routes/kra-mri-page')).KraMriPage,
    }),
  },
];

export const reportRoutes: RouteObject[] = byPermission(reportScreens, {
  'reports.read': [
    'reports',
    'reports/rent-roll',
    'reports/occupancy',
    'reports/collections',
    'reports/income-statement',
  ],
  'tax.file': ['reports/kra-mri'],
});
