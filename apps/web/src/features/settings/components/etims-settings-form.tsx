import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import {
  etimsEnvironments,
  etimsScopes,
  etimsSettingsBodySchema,
  type EtimsSettings,
  type EtimsSettingsBody,
} from '@rental/shared/schemas/etims';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAlert } from '../../../components/alert/use-alert';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useSaveEtimsSettings } from '../api/etims-settings';
import { SettingsForm } from './settings-form';

const fieldNames = ['pin', 'branchid', 'deviceserial', 'environment', 'scope'] as const;

type Saved = z.output<typeof etimsSettingsBodySchema>;

/** The device KRA knows the landlord by, VAT registration and who gets eTIMS invoices. */
export function EtimsSettingsForm({ saved }: { saved: EtimsSettings | null }) {
  const { t } = useTranslation('settings');
  const { showAlert, clearAlert } = useAlert();
  const save = useSaveEtimsSettings();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    EtimsSettingsBody,
    unknown,
    Saved
  >({
    resolver: zodResolver(etimsSettingsBodySchema),
    mode: 'onTouched',
    defaultValues: {
      pin: saved?.pin ?? '',
      branchid: saved?.branchid ?? '00',
      deviceserial: saved?.deviceserial ?? '',
      environment: saved?.environment ?? 'sandbox',
      vatregistered: saved?.vatregistered ?? false,
      scope: saved?.scope ?? 'all',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    try {
      await save.mutateAsync(body);
      // The PIN as the server keeps it (upper case, no spaces).
      reset(body);
      showAlert(t('etims.saved'));
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <SettingsForm
      onSubmit={onSubmit}
      submitLabel={t('etims.save')}
      submitDisabled={formState.isSubmitting}
    >
      <FormTextField
        control={control}
        name="pin"
        label={t('etims.pin')}
        helperText={t('etims.pinHint')}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="branchid"
        label={t('etims.branchid')}
        helperText={t('etims.branchidHint')}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="deviceserial"
        label={t('etims.deviceserial')}
        helperText={t('etims.deviceserialHint')}
        autoComplete="off"
      />
      <SelectField
        control={control}
        name="environment"
        label={t('etims.environment')}
        helperText={t('etims.environmentHint')}
      >
        {etimsEnvironments.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`etims.environments.${name}`)}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name="scope"
        label={t('etims.scope')}
        sx={{ gridColumn: '1 / -1' }}
      >
        {etimsScopes.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`etims.scopes.${name}`)}
          </MenuItem>
        ))}
      </SelectField>
      <CheckboxField
        control={control}
        name="vatregistered"
        label={t('etims.vatregistered')}
        hint={t('etims.vatregisteredHint')}
      />
    </SettingsForm>
  );
}
