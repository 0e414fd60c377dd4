import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { OnboardingFrame } from '../../../entities/onboarding/onboarding-frame';
import { QueryContent } from '../../../components/query-content';
import { useCan } from '../../../lib/permissions';
import { useMpesaSettings } from '../../../entities/organization/mpesa-settings';
import { PaybillFields } from '../components/paybill-fields';
import { settingsFieldGrid } from '../components/settings-form';
import { useMpesaSettingsForm } from '../lib/mpesa-settings-form';

/**
 * /register-collect-rent, the onboarding step between tenants and invoices: where tenants pay
 * (own paybill, or a bank's paybill with an account number), with the fields and the save of
 * Settings → MPESA Integration, filled in when a paybill is saved already. NEXT saves and goes
 * on; a refused save stays, its messages under the fields. SKIP FOR NOW goes on without saving
 * (the dashboard's go-live card reminds them). The Daraja app keys are left to Settings: a
 * landlord rarely has them at hand while signing up, and the paybill alone is enough for the
 * invoices to say where to pay.
 */
export function RegisterCollectRentPage() {
  const { t } = useTranslation('settings');
  const { clearAlert } = useAlert();
  const owner = useCan()('settings');
  const settings = useMpesaSettings();
  const form = useMpesaSettingsForm(settings.data);

  const saveThenGoOn = async () => {
    // Only the owner may save where tenants pay: anyone else just goes on.
    if (!owner) return true;
    // No 'saved' alert: alerts belong to a page, and a saved paybill moves on at once.
    clearAlert();
    return form.save();
  };

  return (
    <OnboardingFrame
      step="collect_rent"
      title={t('collectRent.title')}
      description={t('collectRent.text')}
      onNext={saveThenGoOn}
      nextDisabled={!settings.isSuccess}
      skipLabel={t('collectRent.skip')}
    >
      <QueryContent query={settings}>
        <Box sx={settingsFieldGrid}>
          <PaybillFields control={form.control} mode={form.mode} owner={owner} />
        </Box>
        {form.mode !== 'bank_paybill' && (
          <Typography variant="body2" color="text.secondary">
            {t('collectRent.darajaLater')}
          </Typography>
        )}
      </QueryContent>
    </OnboardingFrame>
  );
}
