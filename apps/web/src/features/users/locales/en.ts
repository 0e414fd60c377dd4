import { alertMessages } from '@rental/shared/alert-messages';

/** English texts of the user's own profile screen (namespace `users`). */
export const usersEn = {
  profile: {
    title: 'Profile',
    submit: 'UPDATE',
    updated: alertMessages.profileUpdated,
  },
  phone: {
    change: 'CHANGE PHONE',
    title: 'Change phone number',
    intro:
      'Enter your new phone number and your current PIN. We will send a 6-digit code by SMS to the new number.',
    newPhone: 'New Phone Number',
    pin: 'Current Pin',
    send: 'SEND CODE',
    codeSent:
      'We have sent a 6-digit code by SMS to {{phonenumber}}. Enter it to make this your phone number; it works for {{minutes}} minutes.',
    confirm: 'CONFIRM',
    changed: 'Your phone number is now {{phonenumber}}.',
  },
  confirmPhone: {
    title: 'Confirm your phone number',
    due: 'Please confirm your phone number {{phonenumber}} by {{date}}. After that date, signing in will ask for a code sent to it by SMS.',
    open: 'CONFIRM PHONE',
    intro: 'We will send a 6-digit code by SMS to {{phonenumber}}.',
    send: 'SEND CODE',
    codeSent:
      'We have sent a 6-digit code by SMS to {{phonenumber}}. Enter it here; it works for {{minutes}} minutes.',
    confirm: 'CONFIRM',
    confirmed: 'Your phone number is confirmed.',
  },
  code: 'Code from the SMS',
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
