/** Texts of the signed-in shell: sidebar, top bar (namespace `layout`). */
export const layoutEn = {
  navLabel: 'Main',
  openMenu: 'Open menu',
  notifications: 'Notifications',
  noNotifications: 'No new notifications',
  profile: 'Profile',
  signOut: 'Sign out',
  pages: {
    dashboard: 'Dashboard',
    rentals: 'Rentals',
    tenants: 'Tenants',
    waterReadings: 'Water Readings',
    transactions: 'Transactions',
    settings: 'Settings',
    profile: 'Profile',
    newTenant: 'New Tenant',
    newRental: 'New Rental',
    newTransaction: 'Rental Payment',
    newPayment: 'Subscription Payment',
    newReading: 'New Reading',
  },
};
