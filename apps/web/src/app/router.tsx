import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteFallback } from './route-fallback';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { billingRoutes } from './routes/billing-routes';
import { landlordRoutes } from './routes/landlord-routes';
import { lazyScreen, preloadScreens } from './routes/lazy-screen';
import { moneyRoutes } from './routes/money-routes';
import { operatorRoutes } from './routes/operator-routes';
import { byPermission } from './routes/permitted';
import { reportRoutes } from './routes/report-routes';
import { withTexts } from './i18n';

/**
 * Every screen is loaded lazily under AppRoot (MUI theme, TanStack Query, alert); nothing
 * imported here may pull MUI, TanStack Query or zod into the first bundle. The landing page has
 * an entry of its own (src/landing, landing.html: rendered at build time, no router); it is
 * here for a visit inside the app (and under Vite's dev server), as plain HTML links.
 */

/** Screens still to be built: the shared placeholder keeps their links from 404ing. */
const comingSoonPaths: string[] = [];

/** Rentals and room types (features/rentals). */
const rentalScreens: RouteObject[] = [
  {
    path: 'rentals',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/rentals/routes/rentals-page'), [
            'rentals',
            'validation',
          ])
        ).RentalsPage,
    ),
  },
  {
    path: 'newrental',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/rentals/routes/new-rental-page'), [
            'rentals',
            'validation',
          ])
        ).NewRentalPage,
    ),
  },
  {
    path: 'rental-details/delete/:id',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/rentals/routes/delete-rental-page'), [
            'rentals',
            'validation',
          ])
        ).DeleteRentalPage,
    ),
  },
  {
    path: 'rental-details/:id',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/rentals/routes/rental-details-page'), [
            'documents',
            'rentals',
            'validation',
          ])
        ).RentalDetailsPage,
    ),
  },
  {
    path: 'room-details',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/rentals/routes/room-details-page'), [
            'rentals',
            'validation',
          ])
        ).RoomDetailsPage,
    ),
  },
];

/** Tenants, their CSV import and water readings (features/tenants, features/readings). */
const tenantScreens: RouteObject[] = [
  {
    path: 'tenants',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/tenants/routes/tenants-page'), [
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'statementLines',
            'tenants',
            'transactions',
            'validation',
          ])
        ).TenantsPage,
    ),
  },
  {
    path: 'tenants/import',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/tenants/routes/import-tenants-page'), [
            'tenants',
            'validation',
          ])
        ).ImportTenantsPage,
    ),
  },
  {
    path: 'newtenant',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/tenants/routes/new-tenant-page'), [
            'datePicker',
            'invoices',
            'rentals',
            'tenants',
            'transactions',
            'validation',
          ])
        ).NewTenantPage,
    ),
  },
  {
    path: 'tenant-details/delete/:id',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/tenants/routes/delete-tenant-page'), [
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'statementLines',
            'tenants',
            'transactions',
            'validation',
          ])
        ).DeleteTenantPage,
    ),
  },
  {
    path: 'tenant-details/end/:id',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/tenants/routes/end-tenancy-page'), [
            'datePicker',
            'invoices',
            'rentals',
            'tenants',
            'transactions',
            'validation',
          ])
        ).EndTenancyPage,
    ),
  },
  {
    path: 'tenant-details/:id',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/tenants/routes/tenant-details-page'), [
            'datePicker',
            'documents',
            'invoices',
            'pdf',
            'rentals',
            'statementLines',
            'tenantStatement',
            'tenants',
            'transactions',
            'validation',
          ])
        ).TenantDetailsPage,
    ),
  },
  {
    path: 'water-readings',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/readings/routes/water-readings-page'), [
            'invoices',
            'pdf',
            'readings',
            'rentals',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).WaterReadingsPage,
    ),
  },
  {
    path: 'water-readings/building',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/readings/routes/building-readings-page'), [
            'datePicker',
            'readings',
            'validation',
          ])
        ).BuildingReadingsPage,
    ),
  },
  {
    path: 'new-reading',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/readings/routes/new-reading-page'), [
            'readings',
            'validation',
          ])
        ).NewReadingPage,
    ),
  },
];

/** The repairs board (features/repairs): owners, managers and caretakers. */
const repairRoutes = byPermission(
  [
    {
      path: 'repairs',
      Component: lazyScreen(
        async () =>
          (
            await withTexts(import('../features/repairs/routes/repairs-page'), [
              'datePicker',
              'repairs',
              'validation',
            ])
          ).RepairsPage,
      ),
    },
  ],
  { 'repairs.manage': ['repairs'] },
);

const rentalRoutes = byPermission(rentalScreens, {
  'rentals.read': ['rentals', 'rental-details/:id', 'room-details'],
  'rentals.write': ['newrental', 'rental-details/delete/:id'],
});

const tenantRoutes = byPermission(tenantScreens, {
  'tenants.read': ['tenants', 'tenant-details/:id'],
  'tenants.write': [
    'tenants/import',
    'newtenant',
    'tenant-details/delete/:id',
    'tenant-details/end/:id',
  ],
  'readings.write': ['water-readings', 'water-readings/building', 'new-reading'],
});

/**
 * Guarded screens inside the sidebar layout, each behind the permission it needs (a route the
 * role lacks says so; the dashboard sends a role without its sums to their first screen). Add
 * a screen here to put it behind sign-in.
 */
const layoutRoutes: RouteObject[] = [
  {
    // Sign-in lands on the dashboard: a caretaker goes on to their rentals, a user who left
    // onboarding mid-way resumes it instead.
    Component: lazyScreen(async () => (await import('./require-permission')).DashboardOrHome),
    children: [
      {
        Component: lazyScreen(
          async () =>
            (await import('../entities/onboarding/resume-onboarding')).ResumeOnboardingAtDashboard,
        ),
        children: [
          {
            path: 'dashboard',
            Component: lazyScreen(
              async () =>
                (await import('../features/dashboard/routes/dashboard-page')).DashboardPage,
            ),
          },
        ],
      },
    ],
  },
  ...rentalRoutes,
  ...tenantRoutes,
  ...repairRoutes,
  ...billingRoutes,
  ...moneyRoutes,
  ...reportRoutes,
  ...landlordRoutes,
  {
    path: 'user',
    Component: lazyScreen(
      async () =>
        (await withTexts(import('../features/users/routes/user-page'), ['validation'])).UserPage,
    ),
  },
  ...comingSoonPaths.map((path) => ({
    path,
    Component: lazyScreen(async () => (await import('./routes/coming-soon-route')).ComingSoonRoute),
  })),
];

/** Guarded onboarding steps: no sidebar; each page uses entities/onboarding's frame. */
const onboardingScreens: RouteObject[] = [
  {
    path: 'register-rentals',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/rentals/routes/register-rentals-page'), [
            'onboardingFrame',
            'rentals',
            'validation',
          ])
        ).RegisterRentalsPage,
    ),
  },
  {
    path: 'register-rooms',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/rentals/routes/register-rooms-page'), [
            'onboardingFrame',
            'rentals',
            'validation',
          ])
        ).RegisterRoomsPage,
    ),
  },
  {
    path: 'register-tenants',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/tenants/routes/register-tenants-page'), [
            'datePicker',
            'invoices',
            'onboardingFrame',
            'rentals',
            'tenants',
            'transactions',
            'validation',
          ])
        ).RegisterTenantsPage,
    ),
  },
  {
    // The paybill, before invoices are scheduled: the first invoices then say where to pay.
    path: 'register-collect-rent',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/settings/routes/register-collect-rent-page'), [
            'onboardingFrame',
            'settings',
            'validation',
          ])
        ).RegisterCollectRentPage,
    ),
  },
  {
    path: 'register-invoices',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/invoices/routes/register-invoices-page'), [
            'datePicker',
            'invoices',
            'onboardingFrame',
            'validation',
          ])
        ).RegisterInvoicesPage,
    ),
  },
  {
    path: 'register-subscription',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../features/onboarding/routes/register-subscription-page'), [
            'onboarding',
            'onboardingFrame',
            'validation',
          ])
        ).RegisterSubscriptionPage,
    ),
  },
];

/** The steps set the account up: each for whoever may do what it sets. */
const onboardingRoutes = byPermission(onboardingScreens, {
  'rentals.write': ['register-rentals', 'register-rooms'],
  'tenants.write': ['register-tenants'],
  'billing.setup': ['register-invoices'],
  // Anyone may pass these: the page saves only what the user may save (and shows the plans).
  'rentals.read': ['register-collect-rent', 'register-subscription'],
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: lazyScreen(
      async () =>
        (await withTexts(import('../features/landing/routes/landing-page'), ['landing']))
          .LandingPage,
    ),
  },
  {
    Component: lazyScreen(async () => (await import('./app-root')).AppRoot),
    children: [
      {
        path: 'sign-in',
        Component: lazyScreen(
          async () =>
            (
              await withTexts(import('../features/auth/routes/sign-in-page'), [
                'auth',
                'validation',
              ])
            ).SignInPage,
        ),
      },
      {
        path: 'sign-up',
        Component: lazyScreen(
          async () =>
            (
              await withTexts(import('../features/auth/routes/sign-up-page'), [
                'auth',
                'validation',
              ])
            ).SignUpPage,
        ),
      },
      {
        // Anyone who forgot their PIN sets a new one with a code sent by SMS.
        path: 'forgot-pin',
        Component: lazyScreen(
          async () =>
            (
              await withTexts(import('../features/auth/routes/forgot-pin-page'), [
                'auth',
                'validation',
              ])
            ).ForgotPinPage,
        ),
      },
      {
        // A tenant's own page from the private link their landlord shares: no account.
        path: 't/:token',
        Component: lazyScreen(
          async () =>
            (
              await withTexts(import('../features/tenant-page/routes/tenant-page'), [
                'invoices',
                'pdf',
                'rentals',
                'statementLines',
                'tenantPage',
                'transactions',
                'validation',
              ])
            ).TenantPage,
        ),
      },
      {
        // A landlord's own page from the private link their agent shares: no account.
        path: 'o/:token',
        Component: lazyScreen(
          async () =>
            (
              await withTexts(import('../features/owner-page/routes/owner-page'), [
                'ownerPage',
                'validation',
              ])
            ).OwnerPage,
        ),
      },
      {
        // An invited team member sets a PIN with the code from the SMS (features/team).
        path: 'join',
        Component: lazyScreen(
          async () =>
            (await withTexts(import('../features/team/routes/join-page'), ['team', 'validation']))
              .JoinPage,
        ),
      },
      {
        // How to set up and run the product: public, so a landlord still deciding reads it too.
        path: 'help',
        Component: lazyScreen(
          async () =>
            (await withTexts(import('../features/help/routes/help-page'), ['help'])).HelpPage,
        ),
      },
      {
        // The privacy notice and terms (Kenya Data Protection Act 2019): public, linked from
        // the landing page's footer and the sign-up form.
        path: 'privacy',
        Component: lazyScreen(
          async () =>
            (await withTexts(import('../features/legal/routes/privacy-page'), ['legal']))
              .PrivacyPage,
        ),
      },
      {
        path: 'terms',
        Component: lazyScreen(
          async () =>
            (await withTexts(import('../features/legal/routes/terms-page'), ['legal'])).TermsPage,
        ),
      },
      {
        Component: lazyScreen(async () => (await import('./require-auth')).RequireAuth),
        children: [
          {
            Component: lazyScreen(
              async () =>
                (await import('../features/onboarding/components/onboarding-layout'))
                  .OnboardingLayout,
            ),
            children: onboardingRoutes,
          },
          {
            Component: lazyScreen(async () => (await import('./layout/app-layout')).AppLayout),
            children: layoutRoutes,
          },
          {
            // Operators only: anyone else gets the not-found page, without the app's layout,
            // exactly as for an address that does not exist.
            Component: lazyScreen(async () => (await import('./require-operator')).RequireOperator),
            children: [
              {
                Component: lazyScreen(async () => (await import('./layout/app-layout')).AppLayout),
                children: operatorRoutes,
              },
            ],
          },
        ],
      },
      {
        path: '*',
        Component: lazyScreen(async () => (await import('./routes/not-found-page')).NotFoundPage),
      },
    ],
  },
];

/**
 * The screen at the current address (React Router's declarative router: decision 0072). Until
 * the first screen's code is in, the branded shell of index.html stays on screen.
 */
export function AppRoutes() {
  const location = useLocation();
  // Every lazy part of the address (root, guards, layout, screen) starts loading now, side by
  // side, not each once its parent has rendered.
  preloadScreens(matchRoutes(routes, location)?.map((match) => match.route.Component) ?? []);
  const screen = useRoutes(routes, location);
  return (
    <ScreenErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<RouteFallback />}>{screen}</Suspense>
    </ScreenErrorBoundary>
  );
}
