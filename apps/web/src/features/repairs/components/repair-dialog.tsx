import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import { closedRepairStatuses, type Repair } from '@rental/shared/schemas/repairs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { QueryContent } from '../../../components/query-content';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { formatDay } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useRepair } from '../api/get-repair';
import { useUpdateRepair } from '../api/update-repair';
import {
  repairFormSchema,
  repairFormValues,
  updateBodyOf,
  type RepairFormValues,
} from '../lib/repair-form';
import { CloseRepairDialog } from './close-repair-dialog';
import { RepairHistory } from './repair-history';
import { RepairPhotos } from './repair-photos';
import { RepairUpdateFields } from './repair-update-fields';

// The server's fields the form shows by their input; `assignee` goes by the vendor's name,
// `scheduledfor` by the day, and a refusal of a checkbox (notifyvendor) above the buttons.
const fieldNames = ['status', 'priority', 'note'] as const;

function RepairForm({ repair, onClose }: { repair: Repair; onClose: () => void }) {
  const { t } = useTranslation('repairs');
  const { showAlert, clearAlert } = useAlert();
  const update = useUpdateRepair(repair.id);
  const [formError, setFormError] = useState<string>();
  const [closing, setClosing] = useState(false);
  const closed = closedRepairStatuses.includes(repair.status);
  const { control, handleSubmit, setError, formState } = useForm<RepairFormValues>({
    resolver: zodResolver(repairFormSchema),
    mode: 'onTouched',
    defaultValues: repairFormValues(repair),
  });

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    setFormError(undefined);
    try {
      await update.mutateAsync(updateBodyOf(values));
      onClose();
      showAlert(t('detail.saved', { reference: repair.reference }));
    } catch (error) {
      const fields: Partial<Record<string, string>> = error instanceof ApiError ? error.fields : {};
      const { assignee, scheduledfor: when } = fields;
      if (assignee) setError('vendorname', { type: 'server', message: assignee });
      if (when) setError('scheduleddate', { type: 'server', message: when });
      if (!setServerFieldErrors(error, setError, fieldNames) && !assignee && !when) {
        setFormError(describeError(error, t));
      }
    }
  });

  const via = t(`detail.via.${repair.reportedvia}`);
  const place = [repair.housenumber, repair.rentalname, repair.tenantname].filter(Boolean);
  const dialog = (
    <FormDialog
      title={t('detail.title', { reference: repair.reference })}
      text={
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {place.join(' · ')} · {t(`categories.${repair.category}`)}
          </Typography>
          <Typography component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
            {repair.description}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            {t('detail.reported', { date: formatDay(repair.createdat), via })}
          </Typography>
        </>
      }
      error={formError}
      cancelLabel={t('detail.cancel')}
      submitLabel={t('detail.save')}
      submitting={closed || formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {closed ? (
        <Alert severity="info">{t('detail.closed')}</Alert>
      ) : (
        <RepairUpdateFields control={control} repair={repair} />
      )}
      {repair.cost != null && repair.paidby && (
        <Typography variant="body2">
          {t('detail.cost', {
            amount: formatKes(repair.cost),
            payer: t(`payers.${repair.paidby}`),
          })}
        </Typography>
      )}
      {/* Everyone on the board may mark it done; the cost only those who record money. */}
      {!closed && (
        <Box>
          <Button variant="outlined" color="success" onClick={() => setClosing(true)}>
            {t('detail.closeRepair')}
          </Button>
        </Box>
      )}
      <RepairPhotos
        repairId={repair.id}
        reference={repair.reference}
        photoIds={repair.photoids ?? []}
      />
      <RepairHistory events={repair.events ?? []} />
    </FormDialog>
  );
  // Beside the form, not in it: a submit inside would reach the form through React's tree.
  return (
    <>
      {dialog}
      {closing && (
        <CloseRepairDialog
          repair={repair}
          onClose={() => setClosing(false)}
          onClosed={() => {
            setClosing(false);
            onClose();
          }}
        />
      )}
    </>
  );
}

/** A repair opened from the board: its details, history and photos, and the update form. */
export function RepairDialog({ repairId, onClose }: { repairId: string; onClose: () => void }) {
  const { t } = useTranslation('repairs');
  const repair = useRepair(repairId);
  if (!repair.data) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="repair-loading">
        <DialogTitle id="repair-loading">{t('detail.loading')}</DialogTitle>
        <DialogContent>
          <QueryContent query={repair}>{null}</QueryContent>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('detail.cancel')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return <RepairForm key={repair.data.updatedat} repair={repair.data} onClose={onClose} />;
}
