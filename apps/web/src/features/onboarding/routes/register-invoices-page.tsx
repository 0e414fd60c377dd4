import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { OnboardingFrame } from '../../../components/onboarding/onboarding-frame';

/** /register-invoices: says what comes (the billing issue builds it) and lets the user go on. */
export function RegisterInvoicesPage() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingFrame
      step="invoices"
      title={t('invoices.title')}
      description={t('invoices.description')}
    >
      <Alert severity="info">{t('invoices.comingSoon')}</Alert>
    </OnboardingFrame>
  );
}
