import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Rental } from '@rental/shared/schemas/rentals';
import { useTranslation } from 'react-i18next';

/** The rental whose meters are read: it narrows the meters, it is not sent on its own. */
export function RentalSelect({
  rentals,
  value,
  onChange,
  disabled,
}: {
  rentals: readonly Rental[];
  value: string;
  onChange: (rentalId: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('readings');
  return (
    <TextField
      select
      id="rentalid"
      label={t('form.rentalid')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      fullWidth
    >
      {rentals.map((rental) => (
        <MenuItem key={rental.rentalid} value={rental.rentalid}>
          {rental.rentaldata.rentalname}
        </MenuItem>
      ))}
    </TextField>
  );
}
