import { zodResolver } from '@hookform/resolvers/zod';
import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { describeError } from '../../../lib/describe-error';
import { formatDay } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useExtendTrial } from '../api/extend-trial';

interface TrialForm {
  days: string;
}

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
  // operatorTrialBodySchema's rule (1 to 365 whole days), said in the user's language.
  const schema = useMemo(
    () =>
      z.object({
        days: z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, t('trialDialog.daysInvalid'))
          .transform(Number)
          .refine((days) => days >= 1 && days <= 365, t('trialDialog.daysInvalid')),
      }),
    [t],
  );
  const { control, handleSubmit, setError, formState } = useForm<
    TrialForm,
    unknown,
    { days: number }
  >({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { days: '14' } });
  const { name } = organization;

  const onSubmit = handleSubmit(async ({ days }) => {
    setFormError(undefined);
    try {
      const { organization: extended } = await extend.mutateAsync(days);
      onClose();
      showAlert(t('trialDialog.done', { name, date: formatDay(extended.trialendsat) }), 'success');
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['days'])) setFormError(describeError(error, t));
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
    </FormDialog>
  );
}
