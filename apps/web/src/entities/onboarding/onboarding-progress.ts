import { onboardingSteps, type OnboardingStep } from '@rental/shared/onboarding-steps';
import type { OnboardingProgress } from '@rental/shared/schemas/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { onboardingKeys } from '../../lib/query-keys';

/** The page of each onboarding step; `done` leads to the dashboard. */
export const onboardingStepPaths: Record<OnboardingStep, string> = {
  rentals: '/register-rentals',
  rooms: '/register-rooms',
  tenants: '/register-tenants',
  collect_rent: '/register-collect-rent',
  invoices: '/register-invoices',
  subscription: '/register-subscription',
  done: '/dashboard',
};

/** The step after `step` (`done` stays `done`). */
export function nextOnboardingStep(step: OnboardingStep): OnboardingStep {
  const index = onboardingSteps.indexOf(step);
  return onboardingSteps[Math.min(index + 1, onboardingSteps.length - 1)]!;
}

/** True when `a` comes after `b` in the onboarding order. */
export function isLaterStep(a: OnboardingStep, b: OnboardingStep): boolean {
  return onboardingSteps.indexOf(a) > onboardingSteps.indexOf(b);
}

/** GET /api/onboarding/progress: the step the organization has reached. */
export function getOnboardingProgress(signal?: AbortSignal): Promise<OnboardingProgress> {
  return apiRequest<OnboardingProgress>('/api/onboarding/progress', { signal });
}

/** PUT /api/onboarding/progress: the server keeps the later of the stored and the sent step. */
export function saveOnboardingProgress(body: OnboardingProgress): Promise<OnboardingProgress> {
  return apiRequest<OnboardingProgress>('/api/onboarding/progress', { method: 'PUT', body });
}

/**
 * The stored step. Failures are not alerted: without it the user simply stays where they
 * are (resuming is a convenience, never a wall).
 */
export function useOnboardingProgress({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: onboardingKeys.progress,
    queryFn: ({ signal }) => getOnboardingProgress(signal),
    select: (data) => data.step,
    enabled,
    meta: { errorAlert: false },
  });
}

export function useSaveOnboardingProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingProgress,
    onSuccess: (data) => queryClient.setQueryData(onboardingKeys.progress, data),
  });
}
