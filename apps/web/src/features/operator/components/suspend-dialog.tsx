import { zodResolver } from '@hookform/resolvers/zod';
import {
  operatorSuspendBodySchema,
  type OperatorOrganization,
} from '@rental/shared/schemas/operator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { PinField } from '../../../components/form/pin-field';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useSuspendOrganization } from '../api/suspend-organization';

interface SuspendForm {
  reason: string;
  pin: string;
}

/** Suspends an organization with the reason its users will read in their banner. */
export function SuspendDialog({
  organization,
  onClose,
}: {
  organization: OperatorOrganization;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const { showAlert } = useAlert();
  const suspend = useSuspendOrganization(organization.organizationid);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<SuspendForm>({
    resolver: zodResolver(operatorSuspendBodySchema),
    mode: 'onTouched',
    defaultValues: { reason: '', pin: '' },
  });
  const { name } = organization;

  const onSubmit = handleSubmit(async ({ reason, pin }) => {
    setFormError(undefined);
    try {
      await suspend.mutateAsync({ reason, pin });
      onClose();
      showAlert(t('suspendDialog.done', { name }), 'success');
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['reason', 'pin']))
        setFormError(describeError(error, t));
    }
  });

  return (
    <FormDialog
      title={t('suspendDialog.title', { name })}
      text={t('suspendDialog.text')}
      error={formError}
      cancelLabel={t('form.cancel')}
      submitLabel={t('suspendDialog.submit')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="reason"
        id="suspend-reason"
        label={t('suspendDialog.reason')}
        multiline
        minRows={2}
        required
      />
      <PinField
        control={control}
        name="pin"
        id="suspend-pin"
        label={t('form.pin')}
        helperText={t('form.pinHelp')}
        autoComplete="current-password"
      />
    </FormDialog>
  );
}
