import { zodResolver } from '@hookform/resolvers/zod';
import {
  operatorReactivateBodySchema,
  type OperatorOrganization,
  type OperatorReactivateBody,
} from '@rental/shared/schemas/operator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { PinField } from '../../../components/form/pin-field';
import { describeError } from '../../../lib/describe-error';
import { formatDay } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useReactivateOrganization } from '../api/reactivate-organization';

/**
 * Asks before lifting a suspension, saying what it was for, with the operator's PIN again; a
 * refusal shows in the dialog.
 */
export function ReactivateDialog({
  organization,
  onClose,
}: {
  organization: OperatorOrganization;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const { showAlert } = useAlert();
  const reactivate = useReactivateOrganization(organization.organizationid);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<OperatorReactivateBody>({
    resolver: zodResolver(operatorReactivateBodySchema),
    mode: 'onTouched',
    defaultValues: { pin: '' },
  });
  const { name, suspension } = organization;

  const onSubmit = handleSubmit(async ({ pin }) => {
    setFormError(undefined);
    try {
      await reactivate.mutateAsync(pin);
      onClose();
      showAlert(t('reactivateDialog.done', { name }), 'success');
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['pin'])) setFormError(describeError(error, t));
    }
  });

  return (
    <FormDialog
      title={t('reactivateDialog.title', { name })}
      text={t('reactivateDialog.text', {
        date: suspension ? formatDay(suspension.since) : '',
        reason: suspension?.reason ?? '',
      })}
      error={formError}
      cancelLabel={t('form.cancel')}
      submitLabel={t('reactivateDialog.submit')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <PinField
        control={control}
        name="pin"
        id="reactivate-pin"
        label={t('form.pin')}
        helperText={t('form.pinHelp')}
        autoComplete="current-password"
      />
    </FormDialog>
  );
}
