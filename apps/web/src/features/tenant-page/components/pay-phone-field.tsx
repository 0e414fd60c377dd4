import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PayFormValues } from '../lib/pay-form';

/**
 * The phone M-PESA prompts, chosen among those the landlord saved (the tenant's own, and the
 * one that pays for them), shown masked as the page has them. No number can be typed: the
 * page must not ring a phone that is not the tenant's.
 */
export function PayPhoneField({
  control,
  payphones,
}: {
  control: Control<PayFormValues>;
  payphones: PublicTenantPage['payphones'];
}) {
  const { t } = useTranslation('tenantPage');
  const labelId = useId();
  const hintId = useId();
  return (
    <Controller
      control={control}
      name="payphone"
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id={labelId}>{t('pay.phone')}</FormLabel>
          <RadioGroup
            {...field}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            sx={{ gap: { xs: 0.5, sm: 0 } }}
          >
            {payphones.map(({ payphone, masked }) => (
              <FormControlLabel
                key={payphone}
                value={payphone}
                control={<Radio />}
                // Non-breaking spaces: a narrow phone wraps before the number, never inside it.
                label={t(`pay.phones.${payphone}`, { phone: masked.replace(/ /g, '\u00a0') })}
              />
            ))}
          </RadioGroup>
          <FormHelperText id={hintId}>
            {fieldState.error?.message ?? t('pay.phoneHint')}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
