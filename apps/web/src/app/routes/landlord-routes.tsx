import type { RouteObject } from 'react-router';

/** An agent's landlords and their owner statements (features/landlords). */
export const landlordRoutes: RouteObject[] = [
  {
    path: 'landlords',
    lazy: async () => ({
      Component: (await import('../../features/landlords/routes/landlords-page')).LandlordsPage,
    }),
  },
  {
    path: 'reports/owner-statement',
    lazy: async () => ({
      Component: (await import('../../features/landlords/routes/owner-statement-page'))
        .OwnerStatementPage,
    }),
  },
];
