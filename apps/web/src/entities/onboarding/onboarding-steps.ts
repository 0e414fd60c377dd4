import { onboardingSteps, type OnboardingStep } from '@rental/shared/schemas/onboarding';

/** The steps the stepper shows (`done` is the dashboard, not a step). */
export const frameSteps = onboardingSteps.filter(
  (step): step is Exclude<OnboardingStep, 'done'> => step !== 'done',
);
export type FrameStep = (typeof frameSteps)[number];
