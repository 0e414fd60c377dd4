import type { RouteObject } from 'react-router';
import { byPermission } from './permitted';

/** An agent's landlords and their owner statements (features/landlords). */
const landlordScreens: RouteObject[] = [
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

export const landlordRoutes: RouteObject[] = byPermission(landlordScreens, {
  settings: ['landlords'],
  'reports.read': ['reports/owner-statement'],
});
