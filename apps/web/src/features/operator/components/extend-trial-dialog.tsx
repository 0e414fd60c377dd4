import { zodResolver } from '@hookform/resolvers/zod';
import {
  operatorTrialBodySchema,
  type OperatorOrganization,
} from '@rental/shared/schemas/operator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { PinField } from '../../../components/form/pin-field';
import { describeError } from '../../../lib/describe-error';
import { formatDay } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useExtendTrial } from '../api/extend-trial';

interface TrialForm {
  days: string;
  pin: string;
}

/** The field's text as a number, held to the API's own rule (operatorTrialBodySchema). */
const trialFormSchema = z.object({
  days: z
    .string()
    .trim()
    .transform((days) => (days === '' ? Number.NaN : Number(days)))
    .pipe(operatorTrialBodySchema.shape.days),
  pin: operatorTrialBodySchema.shape.pin,
});

/** Gives an organization more free days: its trial ends that many days later. */
export function ExtendTrialDialog({
  organization,
  onClose,
}: {
  organization: OperatorOrganization;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const { showAlert } = useAlert();
  const extend = useExtendTrial(organization.organizationid);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<
    TrialForm,
    unknown,
    { days: number; pin: string }
  >({
    resolver: zodResolver(trialFormSchema),
    mode: 'onTouched',
    defaultValues: { days: '14', pin: '' },
  });
  const { name } = organization;

  const onSubmit = handleSubmit(async ({ days, pin }) => {
    setFormError(undefined);
    try {
      const { organization: extended } = await extend.mutateAsync({ days, pin });
      onClose();
      showAlert(t('trialDialog.done', { name, date: formatDay(extended.trialendsat) }), 'success');
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['days', 'pin']))
        setFormError(describeError(error, t));
    }
  });

  return (
    <FormDialog
      title={t('trialDialog.title', { name })}
      text={t('trialDialog.text', { date: formatDay(organization.trialendsat) })}
      error={formError}
      cancelLabel={t('form.cancel')}
      submitLabel={t('trialDialog.submit')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="days"
        id="trial-days"
        label={t('trialDialog.days')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <PinField
        control={control}
        name="pin"
        id="trial-pin"
        label={t('form.pin')}
        helperText={t('form.pinHelp')}
        autoComplete="current-password"
      />
    </FormDialog>
  );
}
