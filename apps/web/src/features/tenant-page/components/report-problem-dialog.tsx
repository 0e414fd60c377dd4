import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { repairCategories, tenantRepairBodySchema } from '@rental/shared/schemas/repairs';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useTranslateMessage } from '../../../lib/translate-message';
import { useReportRepair } from '../api/report-repair';
import { photoDataUrl } from '../lib/repair-photos';
import { RepairPhotosField } from './repair-photos-field';

/** The words of the report; the photos are kept apart (files, read only when sending). */
const reportSchema = tenantRepairBodySchema.pick({ category: true, description: true });
type ReportValues = z.input<typeof reportSchema>;
type ReportOutput = z.output<typeof reportSchema>;

/**
 * "Report a problem": what needs repair (the shared categories), the words, up to 3 photos.
 * Sent as JSON with the photos as data: URLs, as the public route takes them; the answer's
 * reference is shown (the server also texts it to the tenant).
 */
export function ReportProblemDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation('tenantPage');
  const translate = useTranslateMessage();
  const report = useReportRepair(token);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ReportValues, unknown, ReportOutput>({
    resolver: zodResolver(reportSchema),
    mode: 'onTouched',
    defaultValues: { category: '' as ReportValues['category'], description: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const encoded = await Promise.all(photos.map(photoDataUrl));
      const sent = await report.mutateAsync({
        ...values,
        ...(encoded.length > 0 ? { photos: encoded } : {}),
      });
      setReference(sent.reference);
    } catch (error) {
      if (error instanceof ApiError && error.fields.photos) {
        setPhotoProblem(translate(error.fields.photos)!);
      }
      setServerFieldErrors(error, setError, ['category', 'description']);
    }
  });

  if (reference) return <ReportedDialog reference={reference} onClose={onClose} />;

  let refusal: string | undefined;
  const error = report.error;
  if (error instanceof ApiError && error.status === 413) refusal = t('repairs.photo.tooBigSent');
  else if (error instanceof ApiError && error.status === 429) refusal = t('repairs.rateLimited');
  else if (error && !(error instanceof ApiError && Object.keys(error.fields).length > 0)) {
    refusal = `${t('repairs.failed')} ${describeError(error, t)}`;
  }

  return (
    <FormDialog
      title={t('repairs.formTitle')}
      text={<Typography color="text.secondary">{t('repairs.formText')}</Typography>}
      error={refusal}
      cancelLabel={t('repairs.cancel')}
      submitLabel={t(report.isPending ? 'repairs.sending' : 'repairs.send')}
      submitting={report.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <SelectField control={control} name="category" label={t('repairs.category')}>
        {repairCategories.map((category) => (
          <MenuItem key={category} value={category}>
            {t(`repairs.categories.${category}`)}
          </MenuItem>
        ))}
      </SelectField>
      <FormTextField
        control={control}
        name="description"
        label={t('repairs.description')}
        helperText={t('repairs.descriptionHint')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <RepairPhotosField
        photos={photos}
        onChange={setPhotos}
        problem={photoProblem}
        onProblem={setPhotoProblem}
      />
    </FormDialog>
  );
}

/** The report was received: its reference, to quote when asking about it. */
function ReportedDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
  const { t } = useTranslation('tenantPage');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('repairs.formTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="success" role="status">
          {t('repairs.reported', { reference })}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('repairs.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
