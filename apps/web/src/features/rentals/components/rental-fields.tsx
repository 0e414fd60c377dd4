import MenuItem from '@mui/material/MenuItem';
import { rentalUses } from '@rental/shared/enums';
import type { RentalBody } from '@rental/shared/schemas/rentals';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';

/** The fields of a rental the forms send (a new rental and an edited one alike). */
export const rentalFieldNames = ['rentalname', 'rentallocation', 'rentaluse', 'lrnumber'] as const;

/**
 * Name, location, use and LR number: the same fields on the new and the edit form. The use and
 * the LR number are what KRA's Monthly Rental Income return needs (features/tax).
 */
export function RentalFields({ control }: { control: Control<RentalBody> }) {
  const { t } = useTranslation('rentals');
  return (
    <>
      <FormTextField
        control={control}
        name="rentalname"
        label={t('fields.rentalname')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormTextField
        control={control}
        name="rentallocation"
        label={t('fields.rentallocation')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <SelectField
        control={control}
        name="rentaluse"
        label={t('fields.rentaluse')}
        helperText={t('fields.rentaluseHint')}
      >
        {rentalUses.map((use) => (
          <MenuItem key={use} value={use}>
            {t(`uses.${use}`)}
          </MenuItem>
        ))}
      </SelectField>
      <FormTextField
        control={control}
        name="lrnumber"
        label={t('fields.lrnumber')}
        helperText={t('fields.lrnumberHint')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
    </>
  );
}
