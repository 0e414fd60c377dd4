import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { repairCategories, repairPriorities } from '@rental/shared/schemas/repairs';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import type { z } from 'zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { useRentals } from '../../../entities/rentals/rentals';
import { useRentalTenants } from '../../../entities/tenants/rental-tenants';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useReportRepair } from '../api/report-repair';
import { emptyReport, reportFormSchema, type ReportFormValues } from '../lib/report-form';

const fieldNames = ['tenantid', 'rentalid', 'category', 'description', 'priority'] as const;
const wide = { gridColumn: '1 / -1' } as const;

/** Report a repair: of a tenant's house, or of a rental's building (no tenant). */
export function ReportRepairDialog({
  rentalId,
  onClose,
}: {
  /** The rental the board is filtered by, chosen already. */
  rentalId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('repairs');
  const { showAlert, clearAlert } = useAlert();
  const report = useReportRepair();
  const rentals = useRentals();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    ReportFormValues,
    unknown,
    z.output<typeof reportFormSchema>
  >({
    resolver: zodResolver(reportFormSchema),
    mode: 'onTouched',
    defaultValues: { ...emptyReport, rentalid: rentalId },
  });
  const chosenRental = useWatch({ control, name: 'rentalid' });
  const tenants = useRentalTenants(chosenRental);

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    setFormError(undefined);
    try {
      const repair = await report.mutateAsync(body);
      onClose();
      showAlert(t('reportForm.saved', { reference: repair.reference }));
    } catch (error) {
      if (!setServerFieldErrors(error, setError, fieldNames)) setFormError(describeError(error, t));
    }
  });

  return (
    <FormDialog
      title={t('reportForm.title')}
      text={t('reportForm.text')}
      error={formError}
      cancelLabel={t('reportForm.cancel')}
      submitLabel={t('reportForm.save')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField
          control={control}
          name="rentalid"
          id="repair-rental"
          label={t('reportForm.rental')}
          onValueChange={() => setValue('tenantid', '')}
        >
          {(rentals.data ?? []).map((rental) => (
            <MenuItem key={rental.rentalid} value={rental.rentalid}>
              {rental.rentaldata.rentalname}
            </MenuItem>
          ))}
        </SelectField>
        <SelectField
          control={control}
          name="tenantid"
          id="repair-tenant"
          label={t('reportForm.tenant')}
          disabled={!chosenRental}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('reportForm.building')}</MenuItem>
          {(tenants.data ?? []).map((tenant) => (
            <MenuItem key={tenant.tenantid} value={tenant.tenantid}>
              {`${tenant.tenantdata.housenumber} · ${tenantDisplayName(tenant.tenantdata)}`}
            </MenuItem>
          ))}
        </SelectField>
        <SelectField
          control={control}
          name="category"
          id="repair-category"
          label={t('reportForm.category')}
        >
          {repairCategories.map((category) => (
            <MenuItem key={category} value={category}>
              {t(`categories.${category}`)}
            </MenuItem>
          ))}
        </SelectField>
        <SelectField
          control={control}
          name="priority"
          id="repair-priority"
          label={t('reportForm.priority')}
        >
          {repairPriorities.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {t(`priorities.${priority}`)}
            </MenuItem>
          ))}
        </SelectField>
        <Box sx={wide}>
          <FormTextField
            control={control}
            name="description"
            id="repair-description"
            label={t('reportForm.description')}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
