import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { tenantKinds } from '@rental/shared/enums';
import type { TenantBody } from '@rental/shared/schemas/tenants';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';

const kindLabels = { person: 'fields.kindPerson', business: 'fields.kindBusiness' } as const;

/**
 * Who the tenant is: a person (first and last name) or a business (its one name, as
 * "Kiosk 4 & Sons (K) Ltd", and whom to ask for there). Only the chosen kind's fields show.
 */
export function TenantNameFields({ control }: { control: Control<TenantBody> }) {
  const { t } = useTranslation(['tenants', 'common']);
  const labelId = useId();
  const kind = useWatch({ control, name: 'kind' }) ?? 'person';
  return (
    <>
      <FormControl sx={{ gridColumn: '1 / -1' }}>
        <FormLabel id={labelId}>{t('fields.kind')}</FormLabel>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <RadioGroup {...field} value={field.value ?? 'person'} row aria-labelledby={labelId}>
              {tenantKinds.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(kindLabels[value])}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      {kind === 'business' ? (
        <>
          <FormTextField
            control={control}
            name="businessname"
            label={t('fields.businessname')}
            autoComplete="organization"
          />
          <FormTextField
            control={control}
            name="contactperson"
            label={t('fields.contactperson')}
            autoComplete="off"
          />
        </>
      ) : (
        <>
          <FormTextField
            control={control}
            name="firstname"
            label={t('common:fields.firstname')}
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="lastname"
            label={t('common:fields.lastname')}
            autoComplete="off"
          />
        </>
      )}
    </>
  );
}
