import Box from '@mui/material/Box';
import type { MpesaSettings } from '@rental/shared/schemas/mpesa-settings';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { QueryContent } from '../../../components/query-content';
import { useCan } from '../../../lib/permissions';
import { useMpesaSettings } from '../../../entities/organization/mpesa-settings';
import { useMpesaSettingsForm } from '../lib/mpesa-settings-form';
import { BillsProfileSection } from './bills-profile-form';
import { CallbackUrls } from './callback-urls';
import { DarajaAppFields } from './daraja-app-fields';
import { PaybillFields } from './paybill-fields';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/**
 * The MPESA Integration tab: where tenants pay (own paybill with a Daraja app, or a bank
 * paybill and account), the write-only Daraja credentials, and the callback URLs to register.
 */
export function MpesaSettingsTab() {
  const { t } = useTranslation('settings');
  const settings = useMpesaSettings();
  const owner = useCan()('settings');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SettingsSection title={t('mpesa.title')} text={t('mpesa.text')}>
        <QueryContent query={settings}>
          {(saved) => <MpesaSettingsForm saved={saved} owner={owner} />}
        </QueryContent>
      </SettingsSection>
      {settings.data && (
        <SettingsSection title={t('mpesa.callbackTitle')} text={t('mpesa.callbackIntro')}>
          <CallbackUrls saved={settings.data} owner={owner} />
        </SettingsSection>
      )}
      <BillsProfileSection owner={owner} />
    </Box>
  );
}

function MpesaSettingsForm({ saved, owner }: { saved: MpesaSettings | null; owner: boolean }) {
  const { t } = useTranslation('settings');
  const { showAlert, clearAlert } = useAlert();
  const form = useMpesaSettingsForm(saved);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    clearAlert();
    if (await form.save(event)) showAlert(t('mpesa.saved'));
  };

  return (
    <SettingsForm
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('mpesa.update')}
      submitDisabled={!owner || form.saving}
    >
      <PaybillFields control={form.control} mode={form.mode} owner={owner} />
      {form.mode !== 'bank_paybill' && (
        <DarajaAppFields control={form.control} saved={saved} owner={owner} />
      )}
    </SettingsForm>
  );
}
