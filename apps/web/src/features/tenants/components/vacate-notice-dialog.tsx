import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { addDays, isCalendarDate, todayInNairobi } from '@rental/shared/dates';
import {
  noticeGivers,
  vacateNoticeBodySchema,
  type Lease,
  type VacateNoticeBody,
  type VacateNoticeValues,
} from '@rental/shared/schemas/leases';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { formatCalendarDate } from '../../../lib/format-date';
import { useGiveNotice } from '../api/lease';
import { useRefusal } from '../lib/use-refusal';

const fieldNames = ['givenby', 'date', 'moveoutdate'] as const;

const giverLabels = { tenant: 'leaseNotice.tenant', landlord: 'leaseNotice.landlord' } as const;

/**
 * "Notice to vacate": who gave it (the tenant or the landlord), on which day, and the day the
 * house is left. The lease's notice period says how early it should have been given.
 */
export function VacateNoticeDialog({
  tenant,
  lease,
  onClose,
}: {
  tenant: TenantDetail;
  lease: Lease | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('tenants');
  const { showAlert } = useAlert();
  const givenByLabelId = useId();
  const giveNotice = useGiveNotice(tenant.tenantid);
  const { control, handleSubmit, setError, formState } = useForm<
    VacateNoticeBody,
    unknown,
    VacateNoticeValues
  >({
    resolver: zodResolver(vacateNoticeBodySchema),
    mode: 'onTouched',
    defaultValues: { givenby: 'tenant', date: todayInNairobi(), moveoutdate: '' },
  });
  const refusal = useRefusal(setError, fieldNames);
  const given = useWatch({ control, name: 'date' });
  const earliest =
    lease && isCalendarDate(given) ? formatCalendarDate(addDays(given, lease.noticedays)) : null;

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    try {
      await giveNotice.mutateAsync(values);
    } catch (error) {
      refusal.show(error);
      return;
    }
    showAlert(
      t('leaseNotice.saved', {
        name: tenantDisplayName(tenant.tenantdata),
        date: formatCalendarDate(values.moveoutdate),
      }),
    );
    onClose();
  });

  return (
    <FormDialog
      title={t('leaseNotice.title')}
      text={
        lease ? t('leaseNotice.text', { count: lease.noticedays }) : t('leaseNotice.textNoLease')
      }
      error={refusal.refusal}
      cancelLabel={t('leaseNotice.cancel')}
      submitLabel={t('leaseNotice.submit')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormControl>
        <FormLabel id={givenByLabelId}>{t('leaseNotice.givenby')}</FormLabel>
        <Controller
          control={control}
          name="givenby"
          render={({ field }) => (
            <RadioGroup {...field} row aria-labelledby={givenByLabelId}>
              {noticeGivers.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(giverLabels[value])}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      <FormDateField control={control} name="date" id="notice-date" label={t('leaseNotice.date')} />
      <FormDateField
        control={control}
        name="moveoutdate"
        id="notice-moveoutdate"
        label={t('leaseNotice.moveoutdate')}
        helperText={earliest ? t('leaseNotice.earliest', { date: earliest }) : undefined}
      />
    </FormDialog>
  );
}
