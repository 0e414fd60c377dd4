import type { RouteObject } from 'react-router';
import { byPermission } from './permitted';
import { withTexts } from '../i18n';
import { lazyScreen } from './lazy-screen';

/**
 * The reports hub (features/reports) and the reports with a screen of their own; the hub's
 * list is features/reports/lib/report-links.ts.
 */
const reportScreens: RouteObject[] = [
  {
    path: 'reports',
    Component: lazyScreen(
      async () =>
        (await withTexts(import('../../features/reports/routes/reports-page'), ['reports']))
          .ReportsPage,
    ),
  },
  {
    path: 'reports/rent-roll',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/reports/routes/rent-roll-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'reports',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).RentRollPage,
    ),
  },
  {
    path: 'reports/occupancy',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/reports/routes/occupancy-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'reports',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).OccupancyPage,
    ),
  },
  {
    path: 'reports/vacancies',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/reports/routes/vacancies-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'reports',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).VacanciesPage,
    ),
  },
  {
    path: 'reports/repairs',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/reports/routes/repairs-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'reports',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).RepairsReportPage,
    ),
  },
  {
    path: 'reports/collections',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/reports/routes/collections-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'reports',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).CollectionsPage,
    ),
  },
  {
    path: 'reports/income-statement',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/reports/routes/income-statement-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'reports',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).IncomeStatementPage,
    ),
  },
  {
    path: 'reports/kra-mri',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/tax/routes/kra-mri-page'), [
            'datePicker',
            'invoices',
            'pdf',
            'rentals',
            'reportPickers',
            'statementLines',
            'tax',
            'transactions',
            'validation',
          ])
        ).KraMriPage,
    ),
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
