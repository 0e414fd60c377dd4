import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { expenseCategories, paymentModes } from '@rental/shared/enums';
import type { ExpenseBody, ExpenseValues } from '@rental/shared/schemas/expenses';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { SelectField } from '../../../components/form/select-field';
import { useRentals } from '../../../entities/rentals/rentals';
import { paymentModeLabel } from '../../../lib/type-labels';

const wide = { gridColumn: '1 / -1' } as const;

/** The fields of an expense, two columns from a tablet up, one on a phone. */
export function ExpenseFormFields({
  control,
  today,
}: {
  control: Control<ExpenseBody, unknown, ExpenseValues>;
  today: string;
}) {
  const { t } = useTranslation('expenses');
  const rentals = useRentals();
  return (
    <>
      <FormDateField
        control={control}
        name="date"
        id="expense-date"
        label={t('form.date')}
        max={today}
      />
      <FormAmountField
        control={control}
        name="amount"
        id="expense-amount"
        label={t('form.amount')}
      />
      <SelectField
        control={control}
        name="category"
        id="expense-category"
        label={t('form.category')}
      >
        {expenseCategories.map((category) => (
          <MenuItem key={category} value={category}>
            {t(`categories.${category}`)}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name="rentalid"
        id="expense-rental"
        label={t('form.rental')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('wholeOrganization')}</MenuItem>
        {(rentals.data ?? []).map((rental) => (
          <MenuItem key={rental.rentalid} value={rental.rentalid}>
            {rental.rentaldata.rentalname}
          </MenuItem>
        ))}
      </SelectField>
      <Box sx={wide}>
        <FormTextField
          control={control}
          name="payee"
          id="expense-payee"
          label={t('form.payee')}
          helperText={t('form.payeeHint')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Box>
      <SelectField
        control={control}
        name="paymentmode"
        id="expense-paymentmode"
        label={t('form.paymentmode')}
      >
        {paymentModes.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {paymentModeLabel(t, mode)}
          </MenuItem>
        ))}
      </SelectField>
      <FormTextField
        control={control}
        name="reference"
        id="expense-reference"
        label={t('form.reference')}
        helperText={t('form.referenceHint')}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <Box sx={wide}>
        <FormTextField
          control={control}
          name="note"
          id="expense-note"
          label={t('form.note')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Box>
    </>
  );
}
