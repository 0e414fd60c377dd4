/** English texts of the onboarding's subscription step (namespace `onboarding`). */
export const onboardingEn = {
  subscription: {
    title: 'Choose your plan',
    description:
      'Every plan starts with one month free. Select a plan now, or go on: your free month runs on the Individual plan (2 rentals, 20 tenants) and you can choose later in Settings.',
    includes: 'Every plan includes: {{list}}.',
    finish: 'GO TO DASHBOARD',
  },
};
