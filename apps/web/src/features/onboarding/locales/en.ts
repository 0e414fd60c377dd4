/** English texts of the onboarding steps after sign-up (namespace `onboarding`). */
export const onboardingEn = {
  registerRentals: {
    title: 'Add your rentals',
    text: 'Next you will add your rentals, their room types and your tenants. This step is on its way: for now, continue to your dashboard.',
    continue: 'Continue to dashboard',
  },
};
