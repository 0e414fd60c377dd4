import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { repairPriorities, repairStatuses, type Repair } from '@rental/shared/schemas/repairs';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import type { RepairFormValues } from '../lib/repair-form';
import { typedTime } from '../lib/scheduled-time';
import { AssigneeFields } from './assignee-fields';

const wide = { gridColumn: '1 / -1' } as const;
// Done is reached by closing, with the cost: not a status to pick here.
const pickable = repairStatuses.filter((status) => status !== 'done');

/** The fields of a repair's update: status, priority, who and when, a note, whom to text. */
export function RepairUpdateFields({
  control,
  repair,
}: {
  control: Control<RepairFormValues>;
  repair: Repair;
}) {
  const { t } = useTranslation('repairs');
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <SelectField control={control} name="status" id="repair-status" label={t('detail.status')}>
        {pickable.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`statuses.${status}`)}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name="priority"
        id="repair-update-priority"
        label={t('detail.priority')}
      >
        {repairPriorities.map((priority) => (
          <MenuItem key={priority} value={priority}>
            {t(`priorities.${priority}`)}
          </MenuItem>
        ))}
      </SelectField>
      <AssigneeFields control={control} repair={repair} />
      {/* The app's own date field (dd/mm/yyyy in both languages, whatever the browser's
          format), and the time typed on the 24-hour clock. */}
      <FormDateField
        control={control}
        name="scheduleddate"
        id="repair-scheduled-date"
        label={t('detail.scheduledDate')}
      />
      <FormTextField
        control={control}
        name="scheduledtime"
        id="repair-scheduled-time"
        label={t('detail.scheduledTime')}
        helperText={t('detail.scheduledTimeHint')}
        formatOnBlur={(text) => typedTime(text) ?? text}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 5 } }}
      />
      <Box sx={wide}>
        <FormTextField
          control={control}
          name="note"
          id="repair-note"
          label={t('detail.note')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </Box>
      {repair.tenantid && (
        <CheckboxField
          control={control}
          name="notifytenant"
          label={t('detail.notifyTenant')}
          hint={t('detail.notifyTenantHint')}
        />
      )}
    </Box>
  );
}
