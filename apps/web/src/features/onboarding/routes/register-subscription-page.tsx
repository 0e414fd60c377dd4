import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OnboardingFrame } from '../../../entities/onboarding/onboarding-frame';
import { PlanCards } from '../../../entities/subscription/plan-cards';
import { useCan } from '../../../lib/permissions';
import { planInclusionLabels } from '../../../lib/plan-inclusions';

/**
 * /register-subscription, the last onboarding step: the three plans (select one, or skip
 * and keep the free month); NEXT finishes onboarding and opens the dashboard.
 */
export function RegisterSubscriptionPage() {
  const { t } = useTranslation('onboarding');
  const owner = useCan()('subscription');
  return (
    <OnboardingFrame
      step="subscription"
      title={t('subscription.title')}
      description={t('subscription.description')}
      nextLabel={t('subscription.finish')}
    >
      {/* Right under the step's H1. */}
      <PlanCards canChoose={owner} headingLevel="h2" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('subscription.includes', { list: planInclusionLabels(t).join(', ') })}
      </Typography>
    </OnboardingFrame>
  );
}
