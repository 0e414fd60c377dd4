import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import {
  mpesaSettingsBodySchema,
  type MpesaSettings,
  type MpesaSettingsBody,
} from '@rental/shared/schemas/mpesa-settings';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { QueryContent } from '../../../components/query-content';
import { useSignedInUser } from '../../../lib/current-user';
import { useMpesaSettings } from '../../../lib/mpesa-settings';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateMpesaSettings } from '../api/update-mpesa-settings';
import { BillsProfileSection } from './bills-profile-form';
import { CallbackUrls } from './callback-urls';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

const fieldNames = [
  'organizationname',
  'paybillnumber',
  'accountnumber',
  'consumerkey',
  'consumersecret',
  'passkey',
] as const;

/**
 * The MPESA Integration tab: where tenants pay (own paybill with a Daraja app, or a bank
 * paybill and account), the write-only Daraja credentials, and the callback URLs to register.
 */
export function MpesaSettingsTab() {
  const { t } = useTranslation('settings');
  const settings = useMpesaSettings();
  const owner = useSignedInUser().role === 'owner';
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

function formValues(saved: MpesaSettings | null): MpesaSettingsBody {
  return {
    organizationname: saved?.organizationname ?? '',
    paybillnumber: saved?.paybillnumber ?? '',
    accountnumber: saved?.accountnumber ?? '',
    collectionmode: saved?.collectionmode ?? 'own_paybill',
    environment: saved?.environment ?? 'sandbox',
    consumerkey: '',
    consumersecret: '',
    passkey: '',
    validationenabled: saved?.validationenabled ?? false,
  };
}

function MpesaSettingsForm({ saved, owner }: { saved: MpesaSettings | null; owner: boolean }) {
  const { t } = useTranslation('settings');
  const { showAlert, clearAlert } = useAlert();
  const update = useUpdateMpesaSettings();
  const { control, handleSubmit, setError, reset, formState } = useForm<MpesaSettingsBody>({
    resolver: zodResolver(mpesaSettingsBodySchema),
    mode: 'onTouched',
    defaultValues: formValues(saved),
  });
  const mode = useWatch({ control, name: 'collectionmode' });

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    try {
      // An own paybill's account number is the tenant's house number: none is saved.
      const { mpesasettings } = await update.mutateAsync(
        body.collectionmode === 'bank_paybill' ? body : { ...body, accountnumber: '' },
      );
      // The secrets are write-only: their fields empty and say a value is saved.
      reset(formValues(mpesasettings));
      showAlert(t('mpesa.saved'));
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  const secretField = (name: 'consumerkey' | 'consumersecret' | 'passkey', isSet: boolean) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`mpesa.${name}`)}
      type="password"
      autoComplete="new-password"
      disabled={!owner}
      placeholder={isSet ? t('mpesa.secretKeep') : undefined}
      helperText={t('mpesa.secretHint')}
      slotProps={isSet ? { inputLabel: { shrink: true } } : undefined}
    />
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      submitLabel={t('mpesa.update')}
      submitDisabled={!owner || formState.isSubmitting}
    >
      {!owner && (
        <Alert severity="info" role="note" sx={{ gridColumn: '1 / -1' }}>
          {t('mpesa.ownerOnly')}
        </Alert>
      )}
      <FormControl sx={{ gridColumn: '1 / -1' }} disabled={!owner}>
        <FormLabel id="mpesa-collection-mode">{t('mpesa.collectionmode')}</FormLabel>
        <Controller
          control={control}
          name="collectionmode"
          render={({ field }) => (
            <RadioGroup {...field} aria-labelledby="mpesa-collection-mode">
              <FormControlLabel
                value="own_paybill"
                control={<Radio />}
                label={t('mpesa.modes.own_paybill')}
              />
              <FormControlLabel
                value="bank_paybill"
                control={<Radio />}
                label={t('mpesa.modes.bank_paybill')}
              />
            </RadioGroup>
          )}
        />
      </FormControl>
      <FormTextField
        control={control}
        name="organizationname"
        label={t('mpesa.organizationname')}
        autoComplete="organization"
        disabled={!owner}
        sx={{ gridColumn: '1 / -1' }}
      />
      <FormTextField
        control={control}
        name="paybillnumber"
        label={t('mpesa.paybillnumber')}
        helperText={t('mpesa.paybillHint')}
        disabled={!owner}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {mode === 'bank_paybill' ? (
        <FormTextField
          control={control}
          name="accountnumber"
          label={t('mpesa.accountnumber')}
          helperText={t('mpesa.accountnumberHint')}
          disabled={!owner}
        />
      ) : (
        <>
          <SelectField
            control={control}
            name="environment"
            label={t('mpesa.environment')}
            disabled={!owner}
          >
            <MenuItem value="sandbox">{t('mpesa.environments.sandbox')}</MenuItem>
            <MenuItem value="production">{t('mpesa.environments.production')}</MenuItem>
          </SelectField>
          {secretField('consumerkey', saved?.consumerkeyset ?? false)}
          {secretField('consumersecret', saved?.consumersecretset ?? false)}
          {secretField('passkey', saved?.passkeyset ?? false)}
          <Controller
            control={control}
            name="validationenabled"
            render={({ field }) => (
              <FormControlLabel
                sx={{ gridColumn: '1 / -1' }}
                disabled={!owner}
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('mpesa.validationenabled')}
              />
            )}
          />
        </>
      )}
    </SettingsForm>
  );
}
