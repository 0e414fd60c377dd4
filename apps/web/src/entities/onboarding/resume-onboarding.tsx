import type { OnboardingStep } from '@rental/shared/schemas/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isLaterStep, onboardingStepPaths, useOnboardingProgress } from './onboarding-progress';
import { useCan } from '../../lib/permissions';
import { LoadingScreen } from '../../components/loading-screen';
import { onboardingKeys } from '../../lib/query-keys';

const stay = 'stay';

/**
 * Sends a user who left onboarding mid-way back to the step they reached. It looks only the
 * first time this session sees the progress (after sign-in, or on a fresh visit): a user who
 * moves between steps on purpose, or leaves with 'Finish later', is left alone. A stored step
 * of 'rentals' means onboarding never got going, so nothing is resumed then.
 */
export function ResumeOnboarding({
  current,
  children,
}: {
  /** The step of the page being opened ('done' for the dashboard). */
  current: OnboardingStep;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // Decided once: the page's own progress query may refetch later, which must not bring the
  // loading screen (and a new decision) back.
  const [outcome, setOutcome] = useState<string | null>(() =>
    queryClient.getQueryData(onboardingKeys.progress) === undefined ? null : stay,
  );
  const { data: stored, status } = useOnboardingProgress({ enabled: outcome === null });

  if (outcome === null && status !== 'pending') {
    const resume = stored && stored !== current && isLaterStep(stored, 'rentals');
    setOutcome(resume ? onboardingStepPaths[stored] : stay);
  }
  if (outcome === null) return <LoadingScreen />;
  if (outcome !== stay) return <Navigate to={outcome} replace />;
  return children;
}

/**
 * ResumeOnboarding as a layout route around /dashboard, where sign-in lands; only for who sets
 * the account up (a member in another role is never sent into its steps).
 */
export function ResumeOnboardingAtDashboard() {
  const setsUp = useCan()('rentals.write');
  if (!setsUp) return <Outlet />;
  return (
    <ResumeOnboarding current="done">
      <Outlet />
    </ResumeOnboarding>
  );
}
