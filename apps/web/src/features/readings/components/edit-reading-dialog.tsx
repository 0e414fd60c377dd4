import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  readingEditBodySchema,
  type Reading,
  type ReadingEditBody,
} from '@rental/shared/schemas/readings';
import type { z } from 'zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useCorrectReading } from '../api/correct-reading';
import { formatDay } from '../../../lib/format-date';
import { formatUnits } from '../../../lib/format-reading';

type EditValues = z.output<typeof readingEditBodySchema>;

/** Corrects a mistyped reading not yet billed; the server recomputes it and the next one. */
export function EditReadingDialog({ reading, onClose }: { reading: Reading; onClose: () => void }) {
  const { t } = useTranslation('readings');
  const titleId = useId();
  const { showAlert } = useAlert();
  const correct = useCorrectReading(reading.readingid);
  const { control, handleSubmit, setError, formState } = useForm<
    ReadingEditBody,
    unknown,
    EditValues
  >({
    resolver: zodResolver(readingEditBodySchema),
    mode: 'onTouched',
    defaultValues: {
      meterreading: String(reading.readingdata.meterreading),
      meterreplacement: reading.meterreplacement,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await correct.mutateAsync(values);
      showAlert(t('edit.saved'));
      onClose();
    } catch (error) {
      setServerFieldErrors(error, setError, ['meterreading']);
    }
  });
  // A message about the reading shows under the field; anything else above the buttons.
  const fieldError =
    correct.error instanceof ApiError && Boolean(correct.error.fields.meterreading);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('edit.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {t('edit.text', {
              name: reading.readingdata.tenantname,
              meter: reading.meternumber,
              date: formatDay(reading.readingdata.readingdate),
              previous: formatUnits(reading.previousreading),
            })}
          </DialogContentText>
          <FormTextField
            control={control}
            name="meterreading"
            label={t('form.meterreading')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            autoFocus
          />
          <CheckboxField
            control={control}
            name="meterreplacement"
            label={t('form.meterreplacement')}
            hint={t('form.meterreplacementHint')}
          />
          {correct.isError && !fieldError && (
            <Alert severity="error">{describeError(correct.error, t)}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('edit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
