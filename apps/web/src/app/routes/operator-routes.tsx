import { redirect, type RouteObject } from 'react-router';

/** The operator console's tabs (features/operator), each at its own address. */
export const operatorRoutes: RouteObject[] = [
  {
    path: 'operator',
    lazy: async () => ({
      Component: (await import('../../features/operator/routes/operator-layout')).OperatorLayout,
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
          Component: (await import('../../features/operator/routes/organizations-page'))
            .OrganizationsPage,
        }),
      },
      {
        path: 'contact-requests',
        lazy: async () => ({
          Component: (await import('../../features/operator/routes/contact-requests-page'))
            .ContactRequestsPage,
        }),
      },
      {
        path: 'subscription-payments',
        lazy: async () => ({
          Component: (await import('../../features/operator/routes/subscription-payments-page'))
            .SubscriptionPaymentsPage,
        }),
      },
      {
        path: 'parked-confirmations',
        lazy: async () => ({
          Component: (await import('../../features/operator/routes/parked-confirmations-page'))
            .ParkedConfirmationsPage,
        }),
      },
    ],
  },
];
