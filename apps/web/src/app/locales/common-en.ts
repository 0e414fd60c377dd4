/** Texts shared by every screen (namespace `common`). */
export const commonEn = {
  productName: 'Rental Manager',
  loading: 'Loading...',
  dismiss: 'Dismiss',
  retry: 'Try again',
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
