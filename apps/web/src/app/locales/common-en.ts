/** Texts shared by every screen (namespace `common`). */
export const commonEn = {
  productName: 'Rental Manager',
  loading: 'Loading...',
  dismiss: 'Dismiss',
  /** The buttons and empty list of a searchable list (components/form/autocomplete-texts.ts). */
  autocomplete: {
    open: 'Open the list',
    close: 'Close the list',
    clear: 'Clear',
    noOptions: 'Nothing matches',
  },
  retry: 'Try again',
  /** The page the service worker shows when a page is opened without a connection. */
  offline: {
    title: 'You are offline',
    text: 'This phone has no internet connection now. Connect to the internet, then try again.',
  },
  /** A screen whose code did not download, or that failed (app/screen-error-boundary.tsx). */
  screenFailed: {
    text: 'This page could not be shown. Check your internet connection, then reload the page.',
    reload: 'RELOAD',
  },
  cancel: 'CANCEL',
  delete: 'DELETE',
  upgradePlan: 'Upgrade plan',
  /** Above a table wider than the screen, while part of it is out of sight. */
  scrollHint: 'Swipe sideways for more →',
  fields: {
    firstname: 'First Name',
    lastname: 'Last Name',
    phonenumber: 'Phone Number',
    email: 'Email',
  },
  errors: {
    network: 'Could not reach the server. Check your connection and try again.',
    timeout: 'The server took too long to answer. Try again.',
    unexpected_response: 'The server answered with an error ({{status}}). Try again.',
    unexpected: 'Something went wrong. Try again.',
    receipt_recorded: 'M-PESA receipt {{reference}} is already recorded.',
    receipt_recorded_payment:
      'M-PESA receipt {{reference}} is already recorded: {{amount}} from {{payer}} on {{date}}.',
    receipt_recorded_unallocated:
      'M-PESA receipt {{reference}} is already recorded as an unallocated payment: {{amount}} from {{payer}} on {{date}}. Assign it to the tenant instead.',
  },
  /** The links an error alert offers (lib/query-client failureAction). */
  errorActions: {
    viewPayment: 'View payment',
    unallocated: 'Unallocated payments',
  },
  comingSoon: {
    title: '{{page}} is coming soon',
    text: 'This part of Rental Manager is being built. Everything else is ready to use.',
    backToDashboard: 'Back to dashboard',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address. Check the link, or go back to a page you know.',
    home: 'Home page',
    dashboard: 'Dashboard',
  },
};
