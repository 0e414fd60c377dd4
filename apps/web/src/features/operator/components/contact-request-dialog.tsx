import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import {
  contactRequestStatuses,
  operatorContactRequestBodySchema,
  type ContactRequestStatus,
  type OperatorContactRequest,
} from '@rental/shared/schemas/operator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { describeError } from '../../../lib/describe-error';
import { formatDay } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateContactRequest } from '../api/update-contact-request';

interface RequestForm {
  status: ContactRequestStatus;
  notes: string;
}

/** Where an Enterprise request stands (new, contacted, won, lost) and the notes on it. */
export function ContactRequestDialog({
  request,
  onClose,
}: {
  request: OperatorContactRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const { showAlert } = useAlert();
  const update = useUpdateContactRequest(request.id);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<RequestForm>({
    resolver: zodResolver(operatorContactRequestBodySchema),
    mode: 'onTouched',
    defaultValues: { status: request.status, notes: request.notes },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await update.mutateAsync(body);
      onClose();
      showAlert(t('contactRequests.done', { name: request.name }), 'success');
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['status', 'notes'])) {
        setFormError(describeError(error, t));
      }
    }
  });

  return (
    <FormDialog
      title={t('contactRequests.dialogTitle', { name: request.name })}
      text={t('contactRequests.dialogText', {
        organization: request.organizationname,
        date: formatDay(request.createdat),
      })}
      error={formError}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SelectField
        control={control}
        name="status"
        id="contact-request-status"
        label={t('contactRequests.status')}
      >
        {contactRequestStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`contactRequests.statuses.${status}`)}
          </MenuItem>
        ))}
      </SelectField>
      <FormTextField
        control={control}
        name="notes"
        id="contact-request-notes"
        label={t('contactRequests.notes')}
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}
