import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { OnboardingFrame } from '../../../components/onboarding/onboarding-frame';

/** /register-subscription: the last step (the M-PESA issue builds it); NEXT ends onboarding. */
export function RegisterSubscriptionPage() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingFrame
      step="subscription"
      title={t('subscription.title')}
      description={t('subscription.description')}
      nextLabel={t('subscription.finish')}
    >
      <Alert severity="info">{t('subscription.comingSoon')}</Alert>
    </OnboardingFrame>
  );
}
