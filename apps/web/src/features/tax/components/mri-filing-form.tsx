import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { nextMonth } from '@rental/shared/rental-income-tax';
import {
  kraMriFilingBodySchema,
  type KraMriFiling,
  type KraMriFilingBody,
} from '@rental/shared/schemas/kra-mri';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatMonth } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useRecordMriFiling } from '../api/record-mri-filing';

const fieldNames = ['prn', 'paidon'] as const;

/**
 * The PRN iTax gave and the day the tax was paid, for `month`: a new filing or a correction of
 * `filing`. The server decides which days may be paid on (after the month, not in the future)
 * and names the field at fault; the date input offers only those days.
 */
export function MriFilingForm({
  month,
  landlordid,
  filing,
  today,
  disabled = false,
  onDone,
}: {
  month: string;
  /** An agent's landlord whose return this is; undefined for the return of every rental. */
  landlordid?: string;
  filing: { prn: string; paidon: string } | null;
  today: string;
  disabled?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation('tax');
  const { showAlert, clearAlert } = useAlert();
  const record = useRecordMriFiling();
  const { control, handleSubmit, setError, formState } = useForm<
    KraMriFilingBody,
    unknown,
    KraMriFiling
  >({
    resolver: zodResolver(kraMriFilingBodySchema),
    mode: 'onTouched',
    defaultValues: { month, landlordid, prn: filing?.prn ?? '', paidon: filing?.paidon ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      await record.mutateAsync(values);
      showAlert(t('filing.recorded', { month: formatMonth(month) }));
      onDone?.();
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('filing.title')}
      // Side by side where there is room: the form sits in a narrow column on wide screens.
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}
    >
      <FormTextField
        control={control}
        name="prn"
        label={t('filing.prn')}
        autoComplete="off"
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
      />
      <FormDateField
        control={control}
        name="paidon"
        label={t('filing.paidon')}
        disabled={disabled}
        min={`${nextMonth(month)}-01`}
        max={today}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={disabled || formState.isSubmitting}>
          {filing ? t('filing.save') : t('filing.record')}
        </Button>
        {onDone && (
          <Button onClick={onDone} disabled={formState.isSubmitting}>
            {t('filing.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
