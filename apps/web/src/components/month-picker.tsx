import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../lib/format-date';

/**
 * A month from `months` (newest first, lib/report-months), with steps to the one before and
 * after: a landlord copying returns into iTax, or an agent going through owner statements,
 * goes month by month.
 */
export function MonthPicker({
  months,
  value,
  onChange,
}: {
  months: readonly string[];
  value: string;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation('reportPickers');
  const at = months.indexOf(value);
  const older = months[at + 1];
  const newer = at > 0 ? months[at - 1] : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label={t('previousMonth')}
        disabled={!older}
        onClick={() => older && onChange(older)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        select
        size="small"
        label={t('month')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ minWidth: 180, flexGrow: 1 }}
      >
        {months.map((month) => (
          <MenuItem key={month} value={month}>
            {formatMonth(month)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={t('nextMonth')}
        disabled={!newer}
        onClick={() => newer && onChange(newer)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
