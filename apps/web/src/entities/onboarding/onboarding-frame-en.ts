/** Texts of the onboarding step frame (namespace `onboardingFrame`). */
export const onboardingFrameEn = {
  stepsLabel: 'Setup steps',
  stepOf: 'Step {{number}} of {{total}}: {{name}}',
  steps: {
    rentals: 'Rentals',
    rooms: 'Room types',
    tenants: 'Tenants',
    collect_rent: 'Collect rent',
    invoices: 'Invoices',
    subscription: 'Subscription',
  },
  next: 'NEXT',
  back: 'BACK',
  finishLater: 'Finish later',
  added: 'Added so far',
};
