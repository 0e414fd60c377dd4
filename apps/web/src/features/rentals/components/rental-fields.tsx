import type { RentalBody } from '@rental/shared/schemas/rentals';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';

/** Rental name and location: the same two fields on the new and the edit form. */
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
    </>
  );
}
