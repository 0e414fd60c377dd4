import { notificationTexts } from '@rental/shared/notifications';

/** Texts of the signed-in shell: sidebar, top bar (namespace `layout`). */
export const layoutEn = {
  navLabel: 'Main',
  openMenu: 'Open menu',
  notifications: 'Notifications',
  notificationsUnread_one: 'Notifications: {{count}} unread',
  notificationsUnread_other: 'Notifications: {{count}} unread',
  noNotifications: 'No new notifications',
  unread: 'New',
  markAllRead: 'Mark all as read',
  waitingCount_one: '{{count}} waiting',
  waitingCount_other: '{{count}} waiting',
  notificationTexts,
  /** A schedule in a notification: its invoice type and rental. */
  scheduleOf: '{{type}} of {{name}}',
  help: 'Help',
  profile: 'Profile',
  signOut: 'Sign out',
  /** The banner on every screen while an operator has suspended the organization. */
  suspended: {
    title: 'This account is suspended',
    reason: 'Reason: {{reason}}',
    text: 'You can still read your data, but nothing can be changed until the account is reactivated. To reactivate it, contact support:',
  },
  /** A screen the signed-in user's role does not include (features hide their links too). */
  notForRole: {
    title: 'Not for your role',
    text: 'Your role in this account does not include this screen. If you need it, ask the account owner to change your role.',
    home: 'Go to {{page}}',
  },
  pages: {
    dashboard: 'Dashboard',
    landlords: 'Landlords',
    rentals: 'Rentals',
    tenants: 'Tenants',
    arrears: 'Arrears',
    waterReadings: 'Water Readings',
    repairs: 'Repairs',
    transactions: 'Transactions',
    expenses: 'Expenses',
    messages: 'Messages',
    settings: 'Settings',
    profile: 'Profile',
    newTenant: 'New Tenant',
    newRental: 'New Rental',
    newTransaction: 'Rental Payment',
    unallocated: 'Unallocated Payments',
    reports: 'Reports',
    newPayment: 'Subscription Payment',
    newReading: 'New Reading',
    newInvoice: 'New Invoice',
    operator: 'Operator console',
  },
};
