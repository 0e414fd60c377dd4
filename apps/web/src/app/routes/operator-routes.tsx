import { redirect, type RouteObject } from 'react-router';
import { withTexts } from '../i18n';

/** The operator console's tabs (features/operator), each at its own address. */
export const operatorRoutes: RouteObject[] = [
  {
    path: 'operator',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/operator/routes/operator-layout'), ['operator'])
      ).OperatorLayout,
    }),
    children: [
      {
        // Sent on before anything renders: no moment at /operator with the tabs but no tab.
        index: true,
        loader: () => redirect('/operator/organizations'),
      },
      {
        path: 'organizations',
        lazy: async () => ({
          Component: (
            await withTexts(import('../../features/operator/routes/organizations-page'), [
              'datePicker',
              'operator',
              'paged',
              'validation',
            ])
          ).OrganizationsPage,
        }),
      },
      {
        path: 'contact-requests',
        lazy: async () => ({
          Component: (
            await withTexts(import('../../features/operator/routes/contact-requests-page'), [
              'operator',
              'paged',
              'validation',
            ])
          ).ContactRequestsPage,
        }),
      },
      {
        path: 'subscription-payments',
        lazy: async () => ({
          Component: (
            await withTexts(import('../../features/operator/routes/subscription-payments-page'), [
              'operator',
              'paged',
              'validation',
            ])
          ).SubscriptionPaymentsPage,
        }),
      },
      {
        path: 'parked-confirmations',
        lazy: async () => ({
          Component: (
            await withTexts(import('../../features/operator/routes/parked-confirmations-page'), [
              'operator',
              'paged',
              'validation',
            ])
          ).ParkedConfirmationsPage,
        }),
      },
    ],
  },
];
