import { zodResolver } from '@hookform/resolvers/zod';
import { formatKes } from '@rental/shared/money';
import {
  rentChangeBodySchema,
  type RentChangeBody,
  type RentChangeValues,
} from '@rental/shared/schemas/rent-changes';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { formatCalendarDate } from '../../../lib/format-date';
import { useChangeRent } from '../api/change-rent';
import { useRentHistory } from '../api/get-rent-history';
import { useRefusal } from '../lib/use-refusal';
import { FormDialog } from '../../../components/form/form-dialog';

const fieldNames = ['monthlyrent', 'effectivefrom', 'reason'] as const;

/** "Change rent": a new monthly rent from a date, with the reason, kept in the rent history. */
export function ChangeRentDialog({
  tenant,
  onClose,
}: {
  tenant: TenantDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('tenants');
  const { showAlert } = useAlert();
  const changeRent = useChangeRent(tenant.tenantid);
  const lastBilled = useRentHistory(tenant.tenantid).data?.lastbilled ?? null;
  const { control, handleSubmit, setError, formState } = useForm<
    RentChangeBody,
    unknown,
    RentChangeValues
  >({
    resolver: zodResolver(rentChangeBodySchema),
    mode: 'onTouched',
    defaultValues: { monthlyrent: '', effectivefrom: '', reason: '' },
  });
  const refusal = useRefusal(setError, fieldNames);

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    try {
      await changeRent.mutateAsync(values);
    } catch (error) {
      refusal.show(error);
      return;
    }
    showAlert(
      t('rent.saved', {
        name: tenantDisplayName(tenant.tenantdata),
        rent: formatKes(values.monthlyrent),
        date: formatCalendarDate(values.effectivefrom),
      }),
    );
    onClose();
  });

  return (
    <FormDialog
      title={t('rent.title')}
      text={
        <>
          {t('rent.text', { rent: formatKes(tenant.monthlyrent ?? 0) })}
          {lastBilled && <> {t('rent.billedUntil', { date: formatCalendarDate(lastBilled) })}</>}
        </>
      }
      error={refusal.refusal}
      cancelLabel={t('rent.cancel')}
      submitLabel={t('rent.save')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormAmountField
        control={control}
        name="monthlyrent"
        id="rent-monthlyrent"
        label={t('rent.monthlyrent')}
        autoFocus
      />
      <FormDateField
        control={control}
        name="effectivefrom"
        id="rent-effectivefrom"
        label={t('rent.effectivefrom')}
      />
      <FormTextField
        control={control}
        name="reason"
        id="rent-reason"
        label={t('rent.reason')}
        helperText={t('rent.reasonHint')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}
