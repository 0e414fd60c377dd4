/**
 * The onboarding steps in the order the user goes through them; `done` means finished. The
 * paybill (`collect_rent`) comes before invoices, so the first invoices name where to pay.
 */
export const onboardingSteps = [
  'rentals',
  'rooms',
  'tenants',
  'collect_rent',
  'invoices',
  'subscription',
  'done',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];
