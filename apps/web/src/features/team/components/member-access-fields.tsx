import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memberRoles, type MemberRole } from '@rental/shared/schemas/team';
import { useTranslation } from 'react-i18next';
import { useRentals } from '../../../entities/rentals/rentals';

export interface MemberAccess {
  role: MemberRole;
  /** The rentals the member is limited to; empty: every rental. */
  rentalids: string[];
}

/**
 * What a member may do and where: their role (with a line on what it allows) and the rentals
 * they are limited to, none chosen meaning all rentals. The invite form and the role dialog
 * share it.
 */
export function MemberAccessFields({
  value,
  onChange,
}: {
  value: MemberAccess;
  onChange: (next: MemberAccess) => void;
}) {
  const { t } = useTranslation('team');
  const rentals = useRentals();
  const nameOf = (id: string) =>
    rentals.data?.find((rental) => rental.rentalid === id)?.rentaldata.rentalname ?? id;
  return (
    <>
      <TextField
        select
        label={t('access.role')}
        value={value.role}
        onChange={(event) => onChange({ ...value, role: event.target.value as MemberRole })}
        helperText={t(`access.roleHelp.${value.role}`)}
        fullWidth
      >
        {memberRoles.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('access.rentals')}
        value={value.rentalids}
        onChange={(event) => {
          const chosen = event.target.value as unknown as string[] | string;
          onChange({
            ...value,
            rentalids: typeof chosen === 'string' ? chosen.split(',') : chosen,
          });
        }}
        helperText={t('access.rentalsHelp')}
        disabled={!rentals.data}
        fullWidth
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const ids = selected as string[];
              return ids.length === 0 ? t('access.allRentals') : ids.map(nameOf).join(', ');
            },
          },
          inputLabel: { shrink: true },
        }}
      >
        {(rentals.data ?? []).map((rental) => (
          <MenuItem key={rental.rentalid} value={rental.rentalid}>
            <Checkbox checked={value.rentalids.includes(rental.rentalid)} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={rental.rentaldata.rentalname} />
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
