import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteFallback } from './route-fallback';
import { billingRoutes } from './routes/billing-routes';
import { landlordRoutes } from './routes/landlord-routes';
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
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/rentals/routes/rentals-page'), [
          'rentals',
          'validation',
        ])
      ).RentalsPage,
    }),
  },
  {
    path: 'newrental',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/rentals/routes/new-rental-page'), [
          'rentals',
          'validation',
        ])
      ).NewRentalPage,
    }),
  },
  {
    path: 'rental-details/delete/:id',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/rentals/routes/delete-rental-page'), [
          'rentals',
          'validation',
        ])
      ).DeleteRentalPage,
    }),
  },
  {
    path: 'rental-details/:id',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/rentals/routes/rental-details-page'), [
          'documents',
          'rentals',
          'validation',
        ])
      ).RentalDetailsPage,
    }),
  },
  {
    path: 'room-details',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/rentals/routes/room-details-page'), [
          'rentals',
          'validation',
        ])
      ).RoomDetailsPage,
    }),
  },
];

/** Tenants, their CSV import and water readings (features/tenants, features/readings). */
const tenantScreens: RouteObject[] = [
  {
    path: 'tenants',
    lazy: async () => ({
      Component: (
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
    }),
  },
  {
    path: 'tenants/import',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/tenants/routes/import-tenants-page'), [
          'tenants',
          'validation',
        ])
      ).ImportTenantsPage,
    }),
  },
  {
    path: 'newtenant',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/tenants/routes/new-tenant-page'), [
          'datePicker',
          'invoices',
          'rentals',
          'tenants',
          'transactions',
          'validation',
        ])
      ).NewTenantPage,
    }),
  },
  {
    path: 'tenant-details/delete/:id',
    lazy: async () => ({
      Component: (
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
    }),
  },
  {
    path: 'tenant-details/end/:id',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/tenants/routes/end-tenancy-page'), [
          'datePicker',
          'invoices',
          'rentals',
          'tenants',
          'transactions',
          'validation',
        ])
      ).EndTenancyPage,
    }),
  },
  {
    path: 'tenant-details/:id',
    lazy: async () => ({
      Component: (
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
    }),
  },
  {
    path: 'water-readings',
    lazy: async () => ({
      Component: (
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
    }),
  },
  {
    path: 'water-readings/building',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/readings/routes/building-readings-page'), [
          'datePicker',
          'readings',
          'validation',
        ])
      ).BuildingReadingsPage,
    }),
  },
  {
    path: 'new-reading',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/readings/routes/new-reading-page'), [
          'readings',
          'validation',
        ])
      ).NewReadingPage,
    }),
  },
];

/** The repairs board (features/repairs): owners, managers and caretakers. */
const repairRoutes = byPermission(
  [
    {
      path: 'repairs',
      lazy: async () => ({
        Component: (
          await withTexts(import('../features/repairs/routes/repairs-page'), [
            'datePicker',
            'repairs',
            'validation',
          ])
        ).RepairsPage,
      }),
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
    lazy: async () => ({ Component: (await import('./require-permission')).DashboardOrHome }),
    children: [
      {
        lazy: async () => ({
          Component: (await import('../entities/onboarding/resume-onboarding'))
            .ResumeOnboardingAtDashboard,
        }),
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/routes/dashboard-page'))
                .DashboardPage,
            }),
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
    lazy: async () => ({
      Component: (await withTexts(import('../features/users/routes/user-page'), ['validation']))
        .UserPage,
    }),
  },
  ...comingSoonPaths.map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('./routes/coming-soon-route')).ComingSoonRoute,
    }),
  })),
];

/** Guarded onboarding steps: no sidebar; each page uses entities/onboarding's frame. */
const onboardingScreens: RouteObject[] = [
  {
    path: 'register-rentals',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/rentals/routes/register-rentals-page'), [
          'onboardingFrame',
          'rentals',
          'validation',
        ])
      ).RegisterRentalsPage,
    }),
  },
  {
    path: 'register-rooms',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/rentals/routes/register-rooms-page'), [
          'onboardingFrame',
          'rentals',
          'validation',
        ])
      ).RegisterRoomsPage,
    }),
  },
  {
    path: 'register-tenants',
    lazy: async () => ({
      Component: (
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
    }),
  },
  {
    // The paybill, before invoices are scheduled: the first invoices then say where to pay.
    path: 'register-collect-rent',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/settings/routes/register-collect-rent-page'), [
          'onboardingFrame',
          'settings',
          'validation',
        ])
      ).RegisterCollectRentPage,
    }),
  },
  {
    path: 'register-invoices',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/invoices/routes/register-invoices-page'), [
          'datePicker',
          'invoices',
          'onboardingFrame',
          'validation',
        ])
      ).RegisterInvoicesPage,
    }),
  },
  {
    path: 'register-subscription',
    lazy: async () => ({
      Component: (
        await withTexts(import('../features/onboarding/routes/register-subscription-page'), [
          'onboarding',
          'onboardingFrame',
          'validation',
        ])
      ).RegisterSubscriptionPage,
    }),
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
    lazy: async () => ({
      Component: (await import('../features/landing/routes/landing-page')).LandingPage,
    }),
    HydrateFallback: RouteFallback,
  },
  {
    lazy: async () => ({ Component: (await import('./app-root')).AppRoot }),
    HydrateFallback: RouteFallback,
    children: [
      {
        path: 'sign-in',
        lazy: async () => ({
          Component: (
            await withTexts(import('../features/auth/routes/sign-in-page'), ['auth', 'validation'])
          ).SignInPage,
        }),
      },
      {
        path: 'sign-up',
        lazy: async () => ({
          Component: (
            await withTexts(import('../features/auth/routes/sign-up-page'), ['auth', 'validation'])
          ).SignUpPage,
        }),
      },
      {
        // Anyone who forgot their PIN sets a new one with a code sent by SMS.
        path: 'forgot-pin',
        lazy: async () => ({
          Component: (
            await withTexts(import('../features/auth/routes/forgot-pin-page'), [
              'auth',
              'validation',
            ])
          ).ForgotPinPage,
        }),
      },
      {
        // A tenant's own page from the private link their landlord shares: no account.
        path: 't/:token',
        lazy: async () => ({
          Component: (
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
        }),
      },
      {
        // A landlord's own page from the private link their agent shares: no account.
        path: 'o/:token',
        lazy: async () => ({
          Component: (
            await withTexts(import('../features/owner-page/routes/owner-page'), [
              'ownerPage',
              'validation',
            ])
          ).OwnerPage,
        }),
      },
      {
        // An invited team member sets a PIN with the code from the SMS (features/team).
        path: 'join',
        lazy: async () => ({
          Component: (
            await withTexts(import('../features/team/routes/join-page'), ['team', 'validation'])
          ).JoinPage,
        }),
      },
      {
        // How to set up and run the product: public, so a landlord still deciding reads it too.
        path: 'help',
        lazy: async () => ({
          Component: (await withTexts(import('../features/help/routes/help-page'), ['help']))
            .HelpPage,
        }),
      },
      {
        // The privacy notice and terms (Kenya Data Protection Act 2019): public, linked from
        // the landing page's footer and the sign-up form.
        path: 'privacy',
        lazy: async () => ({
          Component: (await withTexts(import('../features/legal/routes/privacy-page'), ['legal']))
            .PrivacyPage,
        }),
      },
      {
        path: 'terms',
        lazy: async () => ({
          Component: (await withTexts(import('../features/legal/routes/terms-page'), ['legal']))
            .TermsPage,
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
          {
            // Operators only: anyone else gets the not-found page, without the app's layout,
            // exactly as for an address that does not exist.
            lazy: async () => ({ Component: (await import('./require-operator')).RequireOperator }),
            children: [
              {
                lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
                children: operatorRoutes,
              },
            ],
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
