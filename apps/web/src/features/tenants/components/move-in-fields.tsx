import type { TenantBody } from '@rental/shared/schemas/tenants';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';

/**
 * The move-in, which only a new tenant gives: the day (billing counts from it), the deposit
 * charged that day, and whether the rest of that month is billed at once.
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
      <FormTextField
        control={control}
        name="deposit"
        label={t('fields.deposit')}
        helperText={t('form.depositHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
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
