import { onboardingStepPaths } from '../../../entities/onboarding/onboarding-progress';

const onboardingPaths = new Set(Object.values(onboardingStepPaths));

/**
 * Where a form opened from an onboarding step goes back to (`?from=/register-rooms`); only
 * an onboarding page is accepted, so the link cannot send the user elsewhere.
 */
export function returnPath(from: string | null, fallback: string): string {
  return from && onboardingPaths.has(from) ? from : fallback;
}
