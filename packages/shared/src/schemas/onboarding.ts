import { z } from 'zod';
import { onboardingSteps } from '../onboarding-steps.js';

// Listed in ../onboarding-steps.ts (no zod there: the app's first screen reads them).
export { onboardingSteps, type OnboardingStep } from '../onboarding-steps.js';

/** GET and PUT /api/onboarding/progress; a PUT never moves the stored step backwards. */
export const onboardingProgressSchema = z.object({
  step: z.enum(onboardingSteps, { error: 'Unknown onboarding step' }),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;
