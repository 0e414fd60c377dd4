import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { MpesaSettings, MpesaSettingsBody } from '@rental/shared/schemas/mpesa-settings';
import { Controller, type Control } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { helpAnchors } from '../../../lib/help-anchors';
import { HelpLink } from './help-link';

/**
 * The Transaction Status initiator (verifies payments with M-PESA's records), for the owner
 * only: its name (the saved one is said, empty keeps it) and its write-only credential.
 */
function InitiatorFields({
  control,
  saved,
  secretField,
}: {
  control: Control<MpesaSettingsBody>;
  saved: MpesaSettings | null;
  secretField: (name: 'securitycredential', isSet: boolean) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const savedName = saved?.initiatorname ?? null;
  return (
    <>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle2" component="h3">
          {t('mpesa.initiatorTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('mpesa.initiatorText')}
        </Typography>
      </Box>
      <FormTextField
        control={control}
        name="initiatorname"
        label={t('mpesa.initiatorname')}
        autoComplete="off"
        placeholder={savedName ? t('mpesa.initiatorSaved', { name: savedName }) : undefined}
        helperText={t('mpesa.hints.initiatorname')}
        slotProps={savedName ? { inputLabel: { shrink: true } } : undefined}
      />
      {secretField('securitycredential', saved?.securitycredentialset ?? false)}
    </>
  );
}

/**
 * The landlord's own Daraja app, for an own paybill (payments arrive by themselves): its
 * environment, its write-only keys (empty keeps the saved one) and M-PESA's validation.
 * Fields of the same grid as PaybillFields, after them; only the owner may change them. Each
 * says where Safaricom gives it, and the Help page has every step (/help#mpesa-keys).
 */
export function DarajaAppFields({
  control,
  saved,
  owner,
}: {
  control: Control<MpesaSettingsBody>;
  saved: MpesaSettings | null;
  owner: boolean;
}) {
  const { t } = useTranslation('settings');
  const secretField = (
    name: 'consumerkey' | 'consumersecret' | 'passkey' | 'securitycredential',
    isSet: boolean,
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`mpesa.${name}`)}
      type="password"
      autoComplete="new-password"
      disabled={!owner}
      placeholder={isSet ? t('mpesa.secretKeep') : undefined}
      helperText={`${t(`mpesa.hints.${name}`)} ${t('mpesa.secretHint')}`}
      slotProps={isSet ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  return (
    <>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('mpesa.help.keysText')}
        </Typography>
        <HelpLink anchor={helpAnchors.mpesaKeys} label={t('mpesa.help.keys')} />
      </Box>
      <SelectField
        control={control}
        name="environment"
        label={t('mpesa.environment')}
        helperText={t('mpesa.hints.environment')}
        disabled={!owner}
      >
        <MenuItem value="sandbox">{t('mpesa.environments.sandbox')}</MenuItem>
        <MenuItem value="production">{t('mpesa.environments.production')}</MenuItem>
      </SelectField>
      {secretField('consumerkey', saved?.consumerkeyset ?? false)}
      {secretField('consumersecret', saved?.consumersecretset ?? false)}
      {secretField('passkey', saved?.passkeyset ?? false)}
      {owner && <InitiatorFields control={control} saved={saved} secretField={secretField} />}
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
  );
}
