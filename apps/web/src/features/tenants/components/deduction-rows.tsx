import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { depositDeductionReasons } from '@rental/shared/enums';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { SelectField } from '../../../components/form/select-field';
import { useTranslateMessage } from '../../../lib/translate-message';
import type { EndTenancyControl } from '../lib/end-tenancy-form';

/** The most deductions one move-out takes (the API's limit). */
const maxDeductions = 20;

/**
 * What is kept from the deposit, one row per reason (reason, amount, note), added and removed
 * as the landlord goes. Unpaid rent and water settle what the tenant owes; the rest (damage,
 * cleaning, other) is charged, then settled from the deposit.
 */
export function DeductionRows({ control }: { control: EndTenancyControl }) {
  const { t } = useTranslation('tenants');
  const translate = useTranslateMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'deductions' });
  const { errors } = useFormState({ control, name: 'deductions' });
  // A rule over all the rows (unpaid rent and water above what is owed) sits under the list.
  const listError = errors.deductions?.message ?? errors.deductions?.root?.message;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.length === 0 && (
        <Typography color="text.secondary">{t('endTenancy.noDeductions')}</Typography>
      )}
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('endTenancy.deduction', { n: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr 1fr auto', md: '180px 160px 1fr auto' },
            // On a phone a deduction takes two lines: a rule keeps one apart from the next.
            pb: { xs: 2, md: 0 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
          }}
        >
          <SelectField
            control={control}
            name={`deductions.${index}.reason`}
            id={`deduction-${index}-reason`}
            label={t('endTenancy.reason')}
          >
            {depositDeductionReasons.map((reason) => (
              <MenuItem key={reason} value={reason}>
                {t(`endTenancy.reasons.${reason}`)}
              </MenuItem>
            ))}
          </SelectField>
          <FormAmountField
            control={control}
            name={`deductions.${index}.amount`}
            id={`deduction-${index}-amount`}
            label={t('endTenancy.amount')}
          />
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
            <FormTextField
              control={control}
              name={`deductions.${index}.note`}
              id={`deduction-${index}-note`}
              label={t('endTenancy.note')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Box>
          <IconButton
            aria-label={t('endTenancy.remove', { n: index + 1 })}
            onClick={() => remove(index)}
            sx={{ mt: 1, gridColumn: { xs: 3, md: 'auto' }, gridRow: { xs: 1, md: 'auto' } }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Box>
      ))}
      {listError && <FormHelperText error>{translate(listError)}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ reason: '', amount: '', note: '' })}
        disabled={fields.length >= maxDeductions}
        sx={{ justifySelf: 'start' }}
      >
        {t('endTenancy.addDeduction')}
      </Button>
    </Box>
  );
}
