/** English texts of the onboarding steps that are not built yet (namespace `onboarding`). */
export const onboardingEn = {
  invoices: {
    title: 'Schedule your invoices',
    description:
      'Rental Manager will send each tenant their rent and water invoice by text message, on the dates you choose.',
    comingSoon:
      'Invoice scheduling is on its way. Continue for now: you can schedule invoices later from Settings.',
  },
  subscription: {
    title: 'Choose your plan',
    description:
      'You are on a one-month free trial with the Individual plan (2 rentals, 20 tenants). Choose a plan when you are ready.',
    comingSoon:
      'Plan selection is on its way. Continue to your dashboard; you can choose a plan later in Settings.',
    finish: 'GO TO DASHBOARD',
  },
};
