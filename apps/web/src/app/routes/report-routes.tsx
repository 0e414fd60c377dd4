import type { RouteObject } from 'react-router';
import { byPermission } from './permitted';
import { withTexts } from '../i18n';

/**
 * The reports hub (features/reports) and the reports with a screen of their own; the hub's
 * list is features/reports/lib/report-links.ts.
 */
const reportScreens: RouteObject[] = [
  {
    path: 'reports',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/reports/routes/reports-page'), ['reports'])
      ).ReportsPage,
    }),
  },
  {
    path: 'reports/rent-roll',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/reports/routes/rent-roll-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'reports',
          'statementLines',
          'transactions',
        ])
      ).RentRollPage,
    }),
  },
  {
    path: 'reports/occupancy',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/reports/routes/occupancy-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'reports',
          'statementLines',
          'transactions',
        ])
      ).OccupancyPage,
    }),
  },
  {
    path: 'reports/vacancies',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/reports/routes/vacancies-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'reports',
          'statementLines',
          'transactions',
        ])
      ).VacanciesPage,
    }),
  },
  {
    path: 'reports/repairs',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/reports/routes/repairs-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'reports',
          'statementLines',
          'transactions',
        ])
      ).RepairsReportPage,
    }),
  },
  {
    path: 'reports/collections',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/reports/routes/collections-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'reports',
          'statementLines',
          'transactions',
        ])
      ).CollectionsPage,
    }),
  },
  {
    path: 'reports/income-statement',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/reports/routes/income-statement-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'reports',
          'statementLines',
          'transactions',
        ])
      ).IncomeStatementPage,
    }),
  },
  {
    path: 'reports/kra-mri',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/tax/routes/kra-mri-page'), [
          'datePicker',
          'pdf',
          'rentals',
          'reportPickers',
          'statementLines',
          'tax',
          'transactions',
        ])
      ).KraMriPage,
    }),
  },
];

export const reportRoutes: RouteObject[] = byPermission(reportScreens, {
  'reports.read': [
    'reports',
    'reports/rent-roll',
    'reports/occupancy',
    'reports/vacancies',
    'reports/repairs',
    'reports/collections',
    'reports/income-statement',
  ],
  'tax.file': ['reports/kra-mri'],
});
