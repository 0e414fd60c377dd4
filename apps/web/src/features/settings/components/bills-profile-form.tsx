import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import {
  organizationProfileBodySchema,
  type OrganizationProfile,
  type OrganizationProfileBody,
} from '@rental/shared/schemas/payee';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { QueryContent } from '../../../components/query-content';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useOrganizationProfile, useUpdateOrganizationProfile } from '../api/organization-profile';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/** The name and phone invoices, receipts and reminders carry: the owner sets them, members read. */
export function BillsProfileSection({ owner }: { owner: boolean }) {
  const { t } = useTranslation('settings');
  const profile = useOrganizationProfile();
  return (
    <SettingsSection title={t('bills.title')} text={t('bills.text')}>
      <QueryContent query={profile}>
        {(saved) => <BillsProfileForm saved={saved} owner={owner} />}
      </QueryContent>
    </SettingsSection>
  );
}

function BillsProfileForm({ saved, owner }: { saved: OrganizationProfile; owner: boolean }) {
  const { t } = useTranslation('settings');
  const { showAlert, clearAlert } = useAlert();
  const update = useUpdateOrganizationProfile();
  const { control, handleSubmit, setError, formState } = useForm<OrganizationProfileBody>({
    resolver: zodResolver(organizationProfileBodySchema),
    mode: 'onTouched',
    defaultValues: { displayname: saved.displayname, phone: saved.phone },
  });
  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    try {
      await update.mutateAsync(body);
      showAlert(t('bills.saved'));
    } catch (error) {
      setServerFieldErrors(error, setError, ['displayname', 'phone']);
    }
  });
  return (
    <SettingsForm
      onSubmit={onSubmit}
      submitLabel={t('bills.save')}
      submitDisabled={!owner || formState.isSubmitting}
    >
      {!owner && (
        <Alert severity="info" role="note" sx={{ gridColumn: '1 / -1' }}>
          {t('bills.ownerOnly')}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="displayname"
        label={t('bills.name')}
        disabled={!owner}
        placeholder={saved.defaultname}
        helperText={t('bills.nameHint', { name: saved.defaultname })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="phone"
        label={t('bills.phone')}
        disabled={!owner}
        placeholder={saved.defaultphone}
        helperText={t('bills.phoneHint', { phone: saved.defaultphone })}
        inputMode="tel"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </SettingsForm>
  );
}
