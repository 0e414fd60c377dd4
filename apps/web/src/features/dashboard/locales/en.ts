/** English texts of the dashboard (namespace `dashboard`). */
export const dashboardEn = {
  greeting: 'Welcome back, {{name}}',
  intro: 'Here is where your rentals, tenants and payments come together.',
  create: {
    button: 'Create',
    newTenant: 'New Tenant',
    newRental: 'New Rental',
    rentalPayment: 'Rental Payment',
    subscriptionPayment: 'Subscription Payment',
  },
};
