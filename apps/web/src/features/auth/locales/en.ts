import { alertMessages } from '@rental/shared/messages';

/** English texts of the sign-in and sign-up screens (namespace `auth`). */
export const authEn = {
  brand: {
    tagline: 'Rent invoices by SMS, rent collected by M-PESA, reconciled for you.',
    points: {
      invoices: 'Invoices sent to every tenant by text message',
      payments: 'M-PESA payments matched to the right tenant',
      reports: 'Balances and arrears for every rental at a glance',
    },
  },
  fields: {
    accounttype: 'Account Type',
    pin: 'Pin',
    userPin: 'User Pin',
  },
  accountTypes: {
    Agent: 'Agent',
    Landlord: 'Landlord',
  },
  signIn: {
    title: 'Sign in',
    intro: 'Welcome back. Enter your phone number and 4-digit pin.',
    submit: 'SIGN IN',
    noAccount: 'New to Rental Manager?',
    getStarted: 'Get Started',
  },
  signUp: {
    title: 'Account Details',
    intro: 'Create your account. You will use your phone number and pin to sign in.',
    submit: 'NEXT',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    registered: alertMessages.userRegistered,
  },
};
