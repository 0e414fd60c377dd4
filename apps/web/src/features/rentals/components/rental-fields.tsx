import MenuItem from '@mui/material/MenuItem';
import { rentalUses } from '@rental/shared/enums';
import type { RentalBody } from '@rental/shared/schemas/rentals';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { useIsAgent } from '../../../lib/current-user';
import { useLandlords } from '../../../entities/landlords/landlords';

/** The fields of a rental the forms send (a new rental and an edited one alike). */
export const rentalFieldNames = [
  'rentalname',
  'rentallocation',
  'rentaluse',
  'lrnumber',
  'landlordid',
] as const;

/**
 * An agent's choice of the landlord who owns the rental ('' for none: the agent's own), the
 * one the owner statement and the KRA return by landlord count it under.
 */
function LandlordField({ control }: { control: Control<RentalBody> }) {
  const { t } = useTranslation('rentals');
  const landlords = useLandlords();
  return (
    <SelectField
      control={control}
      name="landlordid"
      id="rental-landlordid"
      label={t('fields.landlordid')}
      helperText={t('fields.landlordHint')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('fields.ownRental')}</MenuItem>
      {(landlords.data ?? []).map((landlord) => (
        <MenuItem key={landlord.landlordid} value={landlord.landlordid}>
          {landlord.landlorddata.name}
        </MenuItem>
      ))}
    </SelectField>
  );
}

/**
 * Name, location, use and LR number, and for an agent the landlord: the same fields on the new
 * and the edit form. The use and the LR number are what KRA's Monthly Rental Income return
 * needs (features/tax).
 */
export function RentalFields({ control }: { control: Control<RentalBody> }) {
  const { t } = useTranslation('rentals');
  const agent = useIsAgent();
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
      {agent && <LandlordField control={control} />}
    </>
  );
}
