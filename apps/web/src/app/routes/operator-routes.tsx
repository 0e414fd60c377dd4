import { Navigate, type RouteObject } from 'react-router';
import { withTexts } from '../i18n';
import { lazyScreen } from './lazy-screen';

/** The console's tabs, each at its own address. */
const operatorTabs: RouteObject[] = [
  {
    path: 'organizations',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/operator/routes/organizations-page'), [
            'datePicker',
            'operator',
            'paged',
            'validation',
          ])
        ).OrganizationsPage,
    ),
  },
  {
    path: 'contact-requests',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/operator/routes/contact-requests-page'), [
            'operator',
            'paged',
            'validation',
          ])
        ).ContactRequestsPage,
    ),
  },
  {
    path: 'subscription-payments',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/operator/routes/subscription-payments-page'), [
            'operator',
            'paged',
            'validation',
          ])
        ).SubscriptionPaymentsPage,
    ),
  },
  {
    path: 'parked-confirmations',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/operator/routes/parked-confirmations-page'), [
            'operator',
            'paged',
            'validation',
          ])
        ).ParkedConfirmationsPage,
    ),
  },
];

/** The operator console (features/operator): /operator opens its first tab. */
export const operatorRoutes: RouteObject[] = [
  {
    path: 'operator',
    children: [
      {
        // Sent on before the console renders: no moment at /operator with the tabs but no tab.
        index: true,
        element: <Navigate to="/operator/organizations" replace />,
      },
      {
        Component: lazyScreen(
          async () =>
            (
              await withTexts(import('../../features/operator/routes/operator-layout'), [
                'operator',
              ])
            ).OperatorLayout,
        ),
        children: operatorTabs,
      },
    ],
  },
];
