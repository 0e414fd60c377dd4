import MenuItem from '@mui/material/MenuItem';
import type { Rental } from '@rental/shared/schemas/rentals';
import type { Control, FieldValues, Path, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';

/** What a form placing a tenant has: an apartment and one of its room types. */
export interface PlaceFields extends FieldValues {
  rentalid: string;
  housetype: string;
}

/**
 * The apartment select of a form placing a tenant (new, edited, moved). Choosing another
 * apartment clears the room type: its room types are other ones.
 */
export function RentalField<T extends PlaceFields>({
  control,
  setValue,
  rentals,
}: {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  rentals: readonly Rental[];
}) {
  const { t } = useTranslation('tenants');
  return (
    <SelectField
      control={control}
      name={'rentalid' as Path<T>}
      label={t('fields.rentalid')}
      onValueChange={() => setValue('housetype' as Path<T>, '' as T[Path<T>])}
    >
      {rentals.map((rental) => (
        <MenuItem key={rental.rentalid} value={rental.rentalid}>
          {rental.rentaldata.rentalname}
        </MenuItem>
      ))}
    </SelectField>
  );
}
