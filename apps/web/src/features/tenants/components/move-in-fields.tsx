import type { TenantBody } from '@rental/shared/schemas/tenants';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormAmountField } from '../../../components/form/form-amount-field';

/**
 * The move-in, which only a new tenant gives: the day (billing counts from it), the deposit
 * charged that day and when it is due, and whether the rest of that month is billed at once.
 */
export function MoveInFields({ control }: { control: Control<TenantBody> }) {
  const { t } = useTranslation('tenants');
  return (
    <>
      <FormDateField
        control={control}
        name="moveindate"
        label={t('fields.moveindate')}
        helperText={t('form.moveindateHint')}
      />
      <FormAmountField
        control={control}
        name="deposit"
        label={t('fields.deposit')}
        helperText={t('form.depositHint')}
      />
      <FormDateField
        control={control}
        name="depositduedate"
        label={t('fields.depositduedate')}
        helperText={t('form.depositduedateHint')}
      />
      <CheckboxField
        control={control}
        name="prorate"
        label={t('fields.prorate')}
        hint={t('form.prorateHint')}
      />
    </>
  );
}
