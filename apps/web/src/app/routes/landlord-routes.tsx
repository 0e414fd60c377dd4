import type { RouteObject } from 'react-router';
import { byPermission } from './permitted';
import { withTexts } from '../i18n';
import { lazyScreen } from './lazy-screen';

/** An agent's landlords and their owner statements (features/landlords). */
const landlordScreens: RouteObject[] = [
  {
    path: 'landlords',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/landlords/routes/landlords-page'), [
            'landlords',
            'validation',
          ])
        ).LandlordsPage,
    ),
  },
  {
    path: 'reports/owner-statement',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/landlords/routes/owner-statement-page'), [
            'datePicker',
            'invoices',
            'landlords',
            'pdf',
            'rentals',
            'reportPickers',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).OwnerStatementPage,
    ),
  },
];

export const landlordRoutes: RouteObject[] = byPermission(landlordScreens, {
  settings: ['landlords'],
  'reports.read': ['reports/owner-statement'],
});
