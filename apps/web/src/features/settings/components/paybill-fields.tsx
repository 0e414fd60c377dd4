import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  collectionModes,
  type CollectionMode,
  type MpesaSettingsBody,
} from '@rental/shared/schemas/mpesa-settings';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { helpAnchors } from '../../../lib/help-anchors';
import { HelpLink } from './help-link';

/**
 * Where tenants pay: the landlord's own paybill, or a bank's paybill with the landlord's
 * account number there; and the organization name the payment messages give. Fields of a
 * two-column settings grid (Settings → MPESA Integration and the onboarding's collect-rent
 * step). Only the owner may change them: a member sees them disabled, and why. A link under
 * the choice opens the Help page's steps for the way chosen.
 */
export function PaybillFields({
  control,
  mode,
  owner,
}: {
  control: Control<MpesaSettingsBody>;
  mode: CollectionMode | undefined;
  owner: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
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
            // On a phone each choice wraps over lines: a gap tells where one ends.
            <RadioGroup
              {...field}
              aria-labelledby="mpesa-collection-mode"
              sx={{ gap: { xs: 1, sm: 0 } }}
            >
              {collectionModes.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`mpesa.modes.${value}`)}
                />
              ))}
            </RadioGroup>
          )}
        />
        <HelpLink
          anchor={mode === 'bank_paybill' ? helpAnchors.mpesaBank : helpAnchors.mpesaDaraja}
          label={t(`mpesa.help.${mode ?? 'own_paybill'}`)}
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
      {mode === 'bank_paybill' && (
        <FormTextField
          control={control}
          name="accountnumber"
          label={t('mpesa.accountnumber')}
          helperText={t('mpesa.accountnumberHint')}
          disabled={!owner}
        />
      )}
    </>
  );
}
