import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Landlord } from '@rental/shared/schemas/landlords';
import { useTranslation } from 'react-i18next';

/**
 * One of an agent's landlords, by name. `allLabel` adds a first choice for no landlord at all
 * (the KRA report of every rental); without it a landlord must be chosen.
 */
export function LandlordPicker({
  landlords,
  value,
  onChange,
  allLabel,
}: {
  landlords: readonly Landlord[];
  /** A landlord's id, or '' for `allLabel`. */
  value: string;
  onChange: (landlordid: string) => void;
  allLabel?: string;
}) {
  const { t } = useTranslation('reportPickers');
  return (
    <TextField
      select
      size="small"
      label={t('landlord')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: allLabel !== undefined }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, flexGrow: 1 }}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {landlords.map((landlord) => (
        <MenuItem key={landlord.landlordid} value={landlord.landlordid}>
          {landlord.landlorddata.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
