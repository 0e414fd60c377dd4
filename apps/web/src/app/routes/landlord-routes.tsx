import type { RouteObject } from 'react-router';
import { byPermission } from './permitted';
import { withTexts } from '../i18n';

/** An agent's landlords and their owner statements (features/landlords). */
const landlordScreens: RouteObject[] = [
  {
    path: 'landlords',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/landlords/routes/landlords-page'), [
          'landlords',
          'validation',
        ])
      ).LandlordsPage,
    }),
  },
  {
    path: 'reports/owner-statement',
    lazy: async () => ({
      Component: (
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
    }),
  },
];

export const landlordRoutes: RouteObject[] = byPermission(landlordScreens, {
  settings: ['landlords'],
  'reports.read': ['reports/owner-statement'],
});
