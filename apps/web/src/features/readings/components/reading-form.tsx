import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Rental } from '@rental/shared/schemas/rentals';
import { readingBodySchema, type ReadingBody } from '@rental/shared/schemas/readings';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRentalTenants } from '../../../entities/tenants/rental-tenants';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import type { ReadingValues } from '../lib/reading-values';
import { MeterReplacedField } from './meter-replaced-field';
import { PreviousReadingHint } from './previous-reading-hint';
import { RentalSelect } from './rental-select';
import { SelectField } from '../../../components/form/select-field';
import { tenantDisplayName } from '@rental/shared/tenant-name';

const fieldNames = ['meternumber', 'meterreading'] as const;

/**
 * Rental, then one of its tenants' meters; the tenant's name follows from the meter. The
 * rental only narrows the meters: the server finds the tenant by meter number.
 */
export function ReadingForm({
  rentals,
  onSave,
}: {
  rentals: readonly Rental[];
  onSave: (values: ReadingValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('readings');
  // With one rental there is nothing to choose: it is filled in.
  const [rentalId, setRentalId] = useState(rentals.length === 1 ? rentals[0]!.rentalid : '');
  const tenants = useRentalTenants(rentalId);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    ReadingBody,
    unknown,
    ReadingValues
  >({
    resolver: zodResolver(readingBodySchema),
    mode: 'onTouched',
    defaultValues: { meternumber: '', meterreading: '', meterreplacement: false },
  });
  const meter = useWatch({ control, name: 'meternumber' });
  const tenant = tenants.data?.find((candidate) => candidate.tenantdata.meternumber === meter);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  let meterHint: string | undefined;
  if (rentalId === '') meterHint = t('form.chooseRentalFirst');
  else if (tenants.isSuccess && tenants.data.length === 0) meterHint = t('form.noMeters');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <RentalSelect
        rentals={rentals}
        value={rentalId}
        onChange={(next) => {
          setRentalId(next);
          // Another rental has other meters: the old choice no longer applies.
          setValue('meternumber', '');
        }}
      />
      <SelectField
        control={control}
        name="meternumber"
        label={t('form.meternumber')}
        disabled={rentalId === '' || tenants.isPending}
        helperText={meterHint}
      >
        {(tenants.data ?? []).map((option) => (
          <MenuItem key={option.tenantid} value={option.tenantdata.meternumber}>
            {t('form.meterOption', {
              meter: option.tenantdata.meternumber,
              house: option.tenantdata.housenumber,
            })}
          </MenuItem>
        ))}
      </SelectField>
      <TextField
        id="tenantname"
        label={t('form.tenantname')}
        value={tenant ? tenantDisplayName(tenant.tenantdata) : ''}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
      <FormTextField
        control={control}
        name="meterreading"
        label={t('form.meterreading')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={tenant && <PreviousReadingHint tenantId={tenant.tenantid} />}
      />
      <MeterReplacedField control={control} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        sx={{ gridColumn: '1 / -1', justifySelf: { sm: 'start' }, minWidth: 160 }}
      >
        {t('form.save')}
      </Button>
    </Box>
  );
}
