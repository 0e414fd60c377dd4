import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { formatKes } from '@rental/shared/money';
import { plans } from '@rental/shared/plans';
import type { OperatorOrganization, OperatorPlanBody } from '@rental/shared/schemas/operator';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/select-field';
import { PinField } from '../../../components/form/pin-field';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useSetPlan } from '../api/set-plan';
import { planName } from '../lib/organization-lines';
import { planFormSchema, planFormValues, type PlanFormValues } from '../lib/plan-form';
import { EnterpriseTermsFields } from './enterprise-terms-fields';

const serverFields = ['planid', 'price', 'contractend', 'pin'] as const;

/**
 * Sets an organization's plan. Individual and Standard take the catalogue's price and limits;
 * Enterprise asks for the price, the limits (each a number or none) and the contract's end.
 */
export function SetPlanDialog({
  organization,
  onClose,
}: {
  organization: OperatorOrganization;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const { showAlert } = useAlert();
  const setPlan = useSetPlan(organization.organizationid);
  const [formError, setFormError] = useState<string>();
  const schema = useMemo(() => planFormSchema(t), [t]);
  const { control, handleSubmit, setError, formState } = useForm<
    PlanFormValues,
    unknown,
    OperatorPlanBody
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: planFormValues(organization),
  });
  const planid = useWatch({ control, name: 'planid' });
  const { name } = organization;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await setPlan.mutateAsync(body);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, serverFields)) {
        setFormError(describeError(error, t));
      }
      return;
    }
    onClose();
    showAlert(t('plan.done', { name, plan: planName(body.planid, t) }), 'success');
  });

  return (
    <FormDialog
      title={t('plan.title', { name })}
      text={t('plan.text', { plan: planName(organization.planid, t) })}
      error={formError}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SelectField control={control} name="planid" id="plan-planid" label={t('plan.plan')}>
        {plans.map((plan) => (
          <MenuItem key={plan.id} value={plan.id}>
            {plan.monthlyPriceKes === null
              ? t('plan.enterpriseOption', { plan: plan.name })
              : t('plan.planOption', { plan: plan.name, price: formatKes(plan.monthlyPriceKes) })}
          </MenuItem>
        ))}
      </SelectField>
      {planid === 'enterprise' && <EnterpriseTermsFields control={control} />}
      <PinField
        control={control}
        name="pin"
        id="plan-pin"
        label={t('form.pin')}
        helperText={t('form.pinHelp')}
        autoComplete="current-password"
      />
    </FormDialog>
  );
}
