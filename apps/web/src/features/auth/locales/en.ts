import { alertMessages } from '@rental/shared/alert-messages';

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
    forgotPin: 'Forgot PIN?',
  },
  forgotPin: {
    title: 'Forgot your PIN?',
    intro: 'Enter the phone number you sign in with. We will send a 6-digit code by SMS.',
    send: 'SEND CODE',
    codeTitle: 'Set a new PIN',
    codeIntro:
      'Enter the 6-digit code from the SMS and choose a new 4-digit PIN. The code works for 10 minutes.',
    sent: 'If {{phonenumber}} is registered, we have sent a code by SMS.',
    resent: 'If this number is registered, we have sent a new code by SMS.',
    code: 'Code from the SMS',
    newpin: 'New Pin',
    confirmpin: 'Confirm New Pin',
    submit: 'SET NEW PIN AND SIGN IN',
    resend: 'RESEND CODE',
    changeNumber: 'Use another number',
    remembered: 'Remembered your PIN?',
    signIn: 'Sign in',
  },
  signUp: {
    title: 'Account Details',
    intro: 'Create your account. You will use your phone number and pin to sign in.',
    submit: 'NEXT',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    resent: 'We have sent a new code by SMS.',
    codeSent:
      'We have sent a 6-digit code by SMS to {{phonenumber}}. Enter it to create your account; it works for 10 minutes.',
    confirm: 'CONFIRM AND SIGN UP',
    registered: alertMessages.userRegistered,
    accept: 'By signing up you accept the <0>terms of use</0> and the <1>privacy notice</1>.',
  },
};
