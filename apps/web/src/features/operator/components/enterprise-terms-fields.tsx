import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import type { OperatorPlanBody } from '@rental/shared/schemas/operator';
import { limitKeys, type LimitKey, type PlanFormValues } from '../lib/plan-form';

type PlanControl = Control<PlanFormValues, unknown, OperatorPlanBody>;

/** A limit typed as a number, or none: the number field is off while No limit is ticked. */
function LimitField({ control, name }: { control: PlanControl; name: LimitKey }) {
  const { t } = useTranslation('operator');
  const none = useWatch({ control, name: `limits.${name}.none` });
  const label = t(`plan.limits.${name}`);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'start',
        columnGap: 1,
      }}
    >
      <FormTextField
        control={control}
        name={`limits.${name}.value`}
        id={`plan-limit-${name}`}
        label={label}
        disabled={none}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Controller
        control={control}
        name={`limits.${name}.none`}
        render={({ field }) => (
          <FormControlLabel
            label={t('plan.noLimit')}
            sx={{ mt: 1, mr: 0 }}
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: { 'aria-label': t('plan.noLimitOf', { what: label }) },
                }}
              />
            }
          />
        )}
      />
    </Box>
  );
}

/** What an Enterprise contract agrees: the price a month, the four limits and its last day. */
export function EnterpriseTermsFields({ control }: { control: PlanControl }) {
  const { t } = useTranslation('operator');
  return (
    <>
      <FormAmountField control={control} name="price" id="plan-price" label={t('plan.price')} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
          {t('plan.limitsLabel')}
        </Typography>
        {limitKeys.map((key) => (
          <LimitField key={key} control={control} name={key} />
        ))}
      </Box>
      <FormDateField
        control={control}
        name="contractend"
        id="plan-contractend"
        label={t('plan.contractEnd')}
      />
    </>
  );
}
