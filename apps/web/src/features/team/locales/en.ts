import { teamMessages } from '@rental/shared/team-messages';

/** English texts of the Team tab of /settings and of /join (namespace `team`). */
export const teamEn = {
  title: 'Team',
  text: 'Everyone who signs in to this account. Members share its data; only the owner manages the plan, the settings and the team.',
  ownerOnly: 'Only the account owner can invite or remove team members.',
  empty: 'No users yet',
  listLabel: 'Team members',
  roles: { owner: 'Owner', manager: 'Manager', accountant: 'Accountant', caretaker: 'Caretaker' },
  statuses: { active: 'Active', inactive: 'Inactive' },
  access: {
    role: 'Role',
    roleHelp: {
      manager: 'Everything but the plan, the team and deleting the account.',
      accountant:
        'Payments, invoices, expenses, reports, tax and exports. Sees tenants but cannot change them.',
      caretaker:
        'Rentals, tenants (no balances or ID numbers), water readings and tenant page links. No money.',
    },
    rentals: 'Rentals',
    rentalsHelp: 'Choose none for all rentals, or the rentals this member works on.',
    allRentals: 'All rentals',
    someRentals_one: '{{count}} rental',
    someRentals_other: '{{count}} rentals',
    rentalsOf: 'Rentals: {{rentals}}',
    change: 'CHANGE ROLE',
    changeLabel: 'Change the role of {{name}}',
    title: 'Role of {{name}}',
    text: 'What this member may do, and on which rentals. It applies from their next screen.',
    cancel: 'CANCEL',
    save: 'SAVE',
    saved: 'The role of {{name}} is saved',
  },
  invitation: {
    pending: 'Invitation pending until {{time}}',
    expired: 'Invitation expired',
  },
  you: '(you)',
  resend: 'RESEND CODE',
  resendLabel: 'Resend code to {{name}}',
  remove: 'REMOVE',
  removeLabel: 'Remove {{name}}',
  removeTitle: 'Remove {{name}}?',
  removeText:
    'They will be signed out at once and can no longer sign in. Transactions they recorded keep their name.',
  removed: teamMessages.removed,
  resetPin: 'RESET PIN',
  resetPinLabel: 'Reset the PIN of {{name}}',
  resetPinTitle: 'Reset the PIN of {{name}}?',
  resetPinText:
    'For a member who forgot their PIN: it stops working now, they are signed out, and they get an SMS with a code to set a new PIN at /join.',
  pinReset: teamMessages.pinReset,
  invite: {
    title: 'Invite member',
    text: 'The new member gets an SMS with a code, valid 10 minutes, to set their PIN at /join.',
    submit: 'INVITE MEMBER',
    invited: teamMessages.invited,
    resent: teamMessages.codeResent,
  },
  join: {
    title: 'Join your team',
    intro:
      'Enter your phone number, the 6-digit code from the SMS and choose a 4-digit PIN. You will sign in with your phone number and this PIN.',
    code: 'Code from the SMS',
    pin: 'New Pin',
    confirmpin: 'Confirm Pin',
    submit: 'SET PIN AND SIGN IN',
    haveAccount: 'Already set your PIN?',
    signIn: 'Sign in',
  },
};
