import { createBrowserRouter, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/routes/landing-page';
import { RouteFallback } from './route-fallback';

/**
 * The landing page is in the first bundle and uses no MUI; every other screen is loaded
 * lazily under AppRoot (MUI theme, TanStack Query, alert) so the public page stays small.
 * Nothing imported here may pull MUI, TanStack Query or zod into that first bundle.
 */

/** Screens still to be built: the shared placeholder keeps their links from 404ing. */
const comingSoonPaths = [
  'rentals',
  'tenants',
  'water-readings',
  'transactions/*',
  'settings',
  'newtenant',
  'newrental',
  'newtransaction',
  'newpayment',
];

/** Guarded screens inside the sidebar layout. Add a screen here to put it behind sign-in. */
const layoutRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => ({
      Component: (await import('../features/dashboard/routes/dashboard-page')).DashboardPage,
    }),
  },
  {
    path: 'user',
    lazy: async () => ({
      Component: (await import('../features/users/routes/user-page')).UserPage,
    }),
  },
  ...comingSoonPaths.map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('./routes/coming-soon-route')).ComingSoonRoute,
    }),
  })),
];

/** Guarded onboarding steps: no sidebar. */
const onboardingRoutes: RouteObject[] = [
  {
    path: 'register-rentals',
    lazy: async () => ({
      Component: (await import('../features/onboarding/routes/register-rentals-page'))
        .RegisterRentalsPage,
    }),
  },
];

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  {
    lazy: async () => ({ Component: (await import('./app-root')).AppRoot }),
    HydrateFallback: RouteFallback,
    children: [
      {
        path: 'sign-in',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/sign-in-page')).SignInPage,
        }),
      },
      {
        path: 'sign-up',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/sign-up-page')).SignUpPage,
        }),
      },
      {
        lazy: async () => ({ Component: (await import('./require-auth')).RequireAuth }),
        children: [
          {
            lazy: async () => ({
              Component: (await import('../features/onboarding/components/onboarding-layout'))
                .OnboardingLayout,
            }),
            children: onboardingRoutes,
          },
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: layoutRoutes,
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./routes/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
