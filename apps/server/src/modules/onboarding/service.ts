import {
  onboardingSteps,
  type OnboardingProgress,
  type OnboardingStep,
} from '@rental/shared/schemas/onboarding';
import type { Db } from '../../db/connection.js';
import { advanceOnboardingStep, findOnboardingStep } from './repository.js';

function isStep(value: string): value is OnboardingStep {
  return (onboardingSteps as readonly string[]).includes(value);
}

/** Where the user resumes onboarding; an unknown stored value starts from the beginning. */
export async function getProgress(db: Db, organizationId: string): Promise<OnboardingProgress> {
  const step = await findOnboardingStep(db, organizationId);
  return { step: isStep(step) ? step : onboardingSteps[0] };
}

/** Records the step reached; the stored step is the later of the stored and the given one. */
export async function saveProgress(
  db: Db,
  organizationId: string,
  step: OnboardingStep,
): Promise<OnboardingProgress> {
  const earlier = onboardingSteps.slice(0, onboardingSteps.indexOf(step));
  await advanceOnboardingStep(db, organizationId, step, earlier);
  return getProgress(db, organizationId);
}
