import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { onboardingSteps } from '@rental/shared/schemas/onboarding';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  nextOnboardingStep,
  onboardingStepPaths,
  useOnboardingProgress,
  useSaveOnboardingProgress,
} from './onboarding-progress';
import { OnboardingStepper } from './onboarding-stepper';
import { frameSteps, type FrameStep } from './onboarding-steps';

export interface OnboardingFrameProps {
  /** Which step this page is: 'rentals' | 'rooms' | 'tenants' | 'collect_rent' | 'invoices' | 'subscription'. */
  step: FrameStep;
  /** The page heading (h1). */
  title: string;
  /** One or two sentences under the title: what to do here. */
  description?: ReactNode;
  /** The step's own content: its form(s) and the list of what was added. */
  children?: ReactNode;
  /**
   * Runs when NEXT is pressed, before going on (e.g. to check something was added). Return
   * false to stay on the step; throw to stay too (the error is the caller's to show).
   */
  onNext?: () => boolean | void | Promise<boolean | void>;
  /** The NEXT button's text (default 'NEXT'). */
  nextLabel?: string;
  /** Disables NEXT, e.g. while the step's form is saving. */
  nextDisabled?: boolean;
  /**
   * The text of a second way on that leaves the step undone (e.g. 'SKIP FOR NOW'): it goes to
   * the next step like NEXT, without `onNext`. No such button without it.
   */
  skipLabel?: string;
}

/**
 * One onboarding step: the stepper, the title and description, the step's content, and
 * BACK / NEXT. NEXT saves the progress (PUT /api/onboarding/progress with the next step) and
 * goes to the next step's page, or /dashboard after the last one. Sits inside the onboarding
 * layout route, which provides the brand and the alert area.
 */
export function OnboardingFrame({
  step,
  title,
  description,
  children,
  onNext,
  nextLabel,
  nextDisabled,
  skipLabel,
}: OnboardingFrameProps) {
  const { t } = useTranslation('onboardingFrame');
  const navigate = useNavigate();
  const { data: stored } = useOnboardingProgress();
  const saveProgress = useSaveOnboardingProgress();
  const [busy, setBusy] = useState(false);
  const index = frameSteps.indexOf(step);
  const previous = index > 0 ? frameSteps[index - 1] : undefined;
  // On the last step NEXT already opens the dashboard: "Finish later" beside it would look
  // like a second way there (it only leaves setup unfinished), so there is one way on.
  const last = index === frameSteps.length - 1;
  const reached = stored ? onboardingSteps.indexOf(stored) : index;

  useEffect(() => {
    document.title = `${title} · ${t('common:productName')}`;
  }, [title, t]);

  /** NEXT runs the step's `onNext` first; skipping goes on without it. */
  const goNext = async ({ skip = false } = {}) => {
    setBusy(true);
    let moved = false;
    try {
      if (!skip && onNext && (await onNext()) === false) return;
      const next = nextOnboardingStep(step);
      // A failed save is alerted by the query client; the user stays and can try again.
      await saveProgress.mutateAsync({ step: next });
      await navigate(onboardingStepPaths[next]);
      moved = true;
    } catch {
      // Shown already (alert or the step's own form).
    } finally {
      // After moving on, NEXT stays disabled until this page is gone: re-enabled, a second
      // press before the next page renders would repeat this step's NEXT.
      if (!moved) setBusy(false);
    }
  };

  return (
    // minmax(0, 1fr): a long select value (the preview's tenant) is cut, never widens the page.
    <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <OnboardingStepper step={step} reached={reached} />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 4 },
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        <Box>
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.35rem', sm: '1.5rem' } }}
            gutterBottom
          >
            {title}
          </Typography>
          {description && <Typography color="text.secondary">{description}</Typography>}
        </Box>
        {children}
      </Paper>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1 }}>
          {previous && (
            <Button component={Link} to={onboardingStepPaths[previous]}>
              {t('back')}
            </Button>
          )}
          {!last && (
            <Button component={Link} to="/dashboard" color="inherit">
              {t('finishLater')}
            </Button>
          )}
        </Box>
        {/* When SKIP and NEXT do not fit one line, NEXT goes under it, still on the right. */}
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, ml: 'auto' }}
        >
          {skipLabel && (
            <Button size="large" onClick={() => void goNext({ skip: true })} disabled={busy}>
              {skipLabel}
            </Button>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={() => void goNext()}
            disabled={busy || nextDisabled}
            sx={{ minWidth: 140 }}
          >
            {nextLabel ?? t('next')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
