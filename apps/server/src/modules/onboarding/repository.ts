import type { OnboardingStep } from '@rental/shared/schemas/onboarding';
import type { Db } from '../../db/connection.js';

export async function findOnboardingStep(db: Db, organizationId: string): Promise<string> {
  const { onboarding_step } = await db
    .selectFrom('organizations')
    .select('onboarding_step')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return onboarding_step;
}

/**
 * Moves the step to `step` only from an earlier one, in a single statement: two tabs saving
 * progress at once can never move it backwards.
 */
export async function advanceOnboardingStep(
  db: Db,
  organizationId: string,
  step: OnboardingStep,
  earlierSteps: readonly OnboardingStep[],
) {
  if (earlierSteps.length === 0) return;
  await db
    .updateTable('organizations')
    .set({ onboarding_step: step })
    .where('id', '=', organizationId)
    .where('onboarding_step', 'in', earlierSteps)
    .execute();
}
