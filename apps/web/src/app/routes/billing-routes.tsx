import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { byPermission, permitted } from './permitted';
import { withTexts } from '../i18n';
import { lazyScreen } from './lazy-screen';

/**
 * /settings, with the schedule dialogs (/invoice-details/...) opening over it while it stays
 * mounted. The Invoice Settings tab and the dialogs belong to features/invoices, the Team tab to
 * features/team, the Activity tab to features/activity, the Reports tab to features/reports, the
 * other tabs to features/settings:
 * the page is put together here because features do not import each other.
 */
const settingsLayout: RouteObject = {
  Component: lazyScreen(async () => {
    const [
      { SettingsPage },
      { InvoiceSettingsTab },
      { TeamTab },
      { ActivityTab },
      { DepositsReportTab },
    ] = await Promise.all([
      import('../../features/settings/routes/settings-page'),
      import('../../features/invoices/components/invoice-settings-tab'),
      import('../../features/team/components/team-tab'),
      import('../../features/activity/components/activity-tab'),
      import('../../features/reports/components/deposits-report-tab'),
    ]);
    return function SettingsLayout() {
      return (
        <>
          <SettingsPage
            invoiceSettings={<InvoiceSettingsTab />}
            teamSettings={<TeamTab />}
            activitySettings={<ActivityTab />}
            reportsSettings={<DepositsReportTab />}
          />
          {/* The page stays while a dialog's code loads; the dialog then opens over it. */}
          <Suspense>
            <Outlet />
          </Suspense>
        </>
      );
    };
  }),
  children: [
    { path: 'settings', Component: NoDialog },
    {
      path: 'invoice-details/delete/:id',
      Component: lazyScreen(
        async () =>
          (
            await withTexts(import('../../features/invoices/components/delete-invoice-dialog'), [
              'invoices',
              'validation',
            ])
          ).DeleteInvoiceDialog,
      ),
    },
    {
      path: 'invoice-details/:id',
      Component: lazyScreen(
        async () =>
          (
            await withTexts(import('../../features/invoices/components/edit-invoice-dialog'), [
              'datePicker',
              'invoices',
              'validation',
            ])
          ).EditInvoiceDialog,
      ),
    },
  ],
};

/** /settings itself: no dialog over the page. */
function NoDialog() {
  return null;
}

/** The screens beside /settings. */
const billingScreens: RouteObject[] = [
  {
    path: 'new-invoice',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/invoices/routes/new-invoice-page'), [
            'datePicker',
            'invoices',
            'validation',
          ])
        ).NewInvoicePage,
    ),
  },
  {
    path: 'messages',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/messages/routes/messages-page'), [
            'invoices',
            'messages',
            'pdf',
            'rentals',
            'smsStatus',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).MessagesPage,
    ),
  },
];

/** Scheduled invoices, settings and the SMS outbox (features/invoices, features/messages). */
export const billingRoutes: RouteObject[] = [
  permitted('settings', [settingsLayout]),
  ...byPermission(billingScreens, {
    'money.write': ['new-invoice'],
    'money.read': ['messages'],
  }),
];
