import { zodResolver } from '@hookform/resolvers/zod';
import { formatKes } from '@rental/shared/money';
import type { Lease, LeaseRenewValues } from '@rental/shared/schemas/leases';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { formatCalendarDate } from '../../../lib/format-date';
import { useRenewLease } from '../api/lease';
import { renewFormSchema, type RenewForm } from '../lib/lease-form';
import { useRefusal } from '../lib/use-refusal';

const fieldNames = ['enddate', 'newrent', 'from'] as const;

/** "Renew": a later end, and optionally a new monthly rent from a date (a dated rent change). */
export function RenewLeaseDialog({
  tenant,
  lease,
  onClose,
}: {
  tenant: TenantDetail;
  lease: Lease;
  onClose: () => void;
}) {
  const { t } = useTranslation('tenants');
  const { showAlert } = useAlert();
  const renew = useRenewLease(tenant.tenantid);
  const { control, handleSubmit, setError, formState } = useForm<
    RenewForm,
    unknown,
    LeaseRenewValues
  >({
    resolver: zodResolver(renewFormSchema),
    mode: 'onTouched',
    defaultValues: { enddate: '', newrent: '', from: '' },
  });
  const refusal = useRefusal(setError, fieldNames);
  const rent = formatKes(tenant.monthlyrent ?? 0);

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    try {
      await renew.mutateAsync(values);
    } catch (error) {
      refusal.show(error);
      return;
    }
    showAlert(
      t('leaseRenew.renewed', {
        name: tenantDisplayName(tenant.tenantdata),
        date: formatCalendarDate(values.enddate),
      }),
    );
    onClose();
  });

  return (
    <FormDialog
      title={t('leaseRenew.title')}
      text={
        lease.enddate
          ? t('leaseRenew.text', { date: formatCalendarDate(lease.enddate), rent })
          : t('leaseRenew.textOpen', { rent })
      }
      error={refusal.refusal}
      cancelLabel={t('leaseRenew.cancel')}
      submitLabel={t('leaseRenew.submit')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormDateField
        control={control}
        name="enddate"
        id="renew-enddate"
        label={t('leaseRenew.enddate')}
      />
      <FormAmountField
        control={control}
        name="newrent"
        id="renew-newrent"
        label={t('leaseRenew.newrent')}
        helperText={t('leaseRenew.newrentHint')}
      />
      <FormDateField
        control={control}
        name="from"
        id="renew-from"
        label={t('leaseRenew.from')}
        helperText={t('leaseRenew.fromHint')}
      />
    </FormDialog>
  );
}
