import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Lease, LeaseValues } from '@rental/shared/schemas/leases';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveLease } from '../api/lease';
import {
  leaseFieldNames,
  leaseFormOf,
  leaseFormSchema,
  riseChoices,
  type LeaseForm,
} from '../lib/lease-form';
import { useRefusal } from '../lib/use-refusal';

const riseLabels = {
  none: 'leaseForm.riseNone',
  percent: 'leaseForm.risePercent',
  amount: 'leaseForm.riseAmount',
} as const;

const daysInput = { htmlInput: { inputMode: 'numeric' } } as const;

/**
 * "Set lease" / "Edit lease": the start, the end (or open-ended), the notice either side gives,
 * and a yearly rise by a percentage or an amount, told to the tenant by SMS days before.
 */
export function LeaseDialog({
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
  const riseLabelId = useId();
  const save = useSaveLease(tenant.tenantid);
  const { control, handleSubmit, setError, formState } = useForm<LeaseForm, unknown, LeaseValues>({
    resolver: zodResolver(leaseFormSchema),
    mode: 'onTouched',
    defaultValues: leaseFormOf(lease, tenant.tenantdata.moveindate ?? ''),
  });
  const refusal = useRefusal(setError, leaseFieldNames);
  const openEnded = useWatch({ control, name: 'openended' });
  const rise = useWatch({ control, name: 'escalation.type' });
  const name = tenantDisplayName(tenant.tenantdata);

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    try {
      await save.mutateAsync(values);
    } catch (error) {
      refusal.show(error);
      return;
    }
    showAlert(t('leaseForm.saved', { name }));
    onClose();
  });

  return (
    <FormDialog
      title={t(lease ? 'leaseForm.titleEdit' : 'leaseForm.titleSet')}
      text={t('leaseForm.text', { name })}
      error={refusal.refusal}
      cancelLabel={t('leaseForm.cancel')}
      submitLabel={t('leaseForm.save')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDateField
          control={control}
          name="startdate"
          id="lease-startdate"
          label={t('leaseForm.startdate')}
        />
        {!openEnded && (
          <FormDateField
            control={control}
            name="enddate"
            id="lease-enddate"
            label={t('leaseForm.enddate')}
          />
        )}
        <CheckboxField
          control={control}
          name="openended"
          label={t('leaseForm.openended')}
          hint={t('leaseForm.openendedHint')}
        />
        <FormTextField
          control={control}
          name="noticedays"
          id="lease-noticedays"
          label={t('leaseForm.noticedays')}
          helperText={t('leaseForm.noticedaysHint')}
          slotProps={daysInput}
        />
      </Box>
      <FormControl>
        <FormLabel id={riseLabelId}>{t('leaseForm.rise')}</FormLabel>
        <Controller
          control={control}
          name="escalation.type"
          render={({ field }) => (
            <RadioGroup {...field} row aria-labelledby={riseLabelId}>
              {riseChoices.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(riseLabels[value])}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      {rise !== 'none' && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {rise === 'percent' ? (
            // A percentage is typed as an amount is (7.5), as the late-fee rule's is.
            <FormAmountField
              key="percent"
              control={control}
              name="escalation.amount"
              id="lease-rise-percent"
              label={t('leaseForm.percent')}
              helperText={t('leaseForm.riseHint')}
            />
          ) : (
            <FormAmountField
              key="amount"
              control={control}
              name="escalation.amount"
              id="lease-rise-amount"
              label={t('leaseForm.amount')}
              helperText={t('leaseForm.riseHint')}
            />
          )}
          <FormTextField
            control={control}
            name="escalation.tellbeforedays"
            id="lease-tellbeforedays"
            label={t('leaseForm.tellbeforedays')}
            helperText={t('leaseForm.tellbeforedaysHint')}
            slotProps={daysInput}
          />
        </Box>
      )}
    </FormDialog>
  );
}
