import { alertMessages } from '@rental/shared/messages';

/** English texts of the user's own profile screen (namespace `users`). */
export const usersEn = {
  profile: {
    title: 'Profile',
    submit: 'UPDATE',
    updated: alertMessages.profileUpdated,
  },
  status: {
    chip: 'Account status: {{status}}',
    active: 'Active',
    inactive: 'Inactive',
    activate: 'ACTIVATE',
    deactivate: 'DEACTIVATE',
    updated: alertMessages.statusUpdated,
  },
  deactivate: {
    title: 'Deactivate your account?',
    stops: 'While your account is inactive, Rental Manager stops working for your tenants:',
    paused: {
      invoices: 'Scheduled invoices are not sent',
      reminders: 'Payment reminders are not sent',
      sms: 'No SMS goes to your tenants',
    },
    stays:
      'Your data stays. You can still sign in, and ACTIVATE on this page starts everything again.',
    pin: 'Your Pin',
    confirm: 'DEACTIVATE',
  },
  pin: {
    title: 'Change Pin',
    currentpin: 'Current Pin',
    newpin: 'New Pin',
    confirmpin: 'Confirm New Pin',
    submit: 'CHANGE',
    updated: alertMessages.pinUpdated,
  },
};
