import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { Meter } from '@rental/shared/schemas/readings';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/translate-message';
import { formatDay } from '../../../lib/format-date';
import { formatUnits } from '../../../lib/format-reading';
import { readingUsage } from '../../../lib/reading-usage';

/** The grid's columns on a wide screen; on a phone each meter is a small card. */
export const meterGridColumns = {
  md: '70px minmax(140px, 1.4fr) minmax(120px, 1fr) 160px 170px minmax(150px, 1fr)',
};

/**
 * One meter of the building grid: where and whose, its last reading, the field for the new
 * one, and the usage and cost as it is typed. A row the server refused shows why under it.
 */
export function MeterGridRow({
  meter,
  value,
  replaced,
  serverError,
  onChange,
}: {
  meter: Meter;
  value: string;
  replaced: boolean;
  serverError?: string;
  onChange: (value: string, replaced: boolean) => void;
}) {
  const { t } = useTranslation('readings');
  const translate = useTranslateMessage();
  const usage = readingUsage(meter, value, replaced);
  const inputId = `reading-${meter.tenantid}`;

  let result: string;
  if (usage.kind === 'usage') {
    result = t('building.usage', {
      count: usage.usage,
      usage: formatUnits(usage.usage),
      cost: formatKes(usage.cost),
    });
  } else if (usage.kind === 'baseline') result = t('building.baseline');
  else result = '';
  let error = translate(serverError);
  if (!error && usage.kind === 'below') {
    error = t('building.below', { previous: formatUnits(usage.previous) });
  } else if (!error && usage.kind === 'invalid') error = t('validation:meterreadingFormat');

  return (
    <Box
      role="row"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', ...meterGridColumns },
        gap: { xs: 1, md: 2 },
        alignItems: 'center',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography role="cell" sx={{ fontWeight: 700 }}>
        {meter.housenumber}
      </Typography>
      <Box role="cell" sx={{ minWidth: 0, textAlign: { xs: 'right', md: 'left' } }}>
        {/* A phone has room for the whole name on two lines; a desktop row cuts it. */}
        <Typography
          sx={{
            overflowWrap: 'anywhere',
            whiteSpace: { md: 'nowrap' },
            overflow: { md: 'hidden' },
            textOverflow: { md: 'ellipsis' },
          }}
        >
          {meter.tenantname}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t('list.meter', { meter: meter.meternumber })}
        </Typography>
      </Box>
      <Typography
        role="cell"
        variant="body2"
        color="text.secondary"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        {meter.previousreading === null || meter.previousdate === null
          ? t('building.noPrevious')
          : t('building.previous', {
              reading: formatUnits(meter.previousreading),
              date: formatDay(meter.previousdate),
            })}
      </Typography>
      <Box role="cell" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <TextField
          id={inputId}
          size="small"
          label={t('building.newReading', { house: meter.housenumber })}
          value={value}
          onChange={(event) => onChange(event.target.value, replaced)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          fullWidth
        />
      </Box>
      {/* The cell wraps the label: a <label> may take no role of its own (axe: aria-allowed-role). */}
      <Box role="cell" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <FormControlLabel
          sx={{ m: 0 }}
          control={
            <Checkbox
              size="small"
              checked={replaced}
              onChange={(event) => onChange(value, event.target.checked)}
            />
          }
          label={<Typography variant="body2">{t('form.meterreplacement')}</Typography>}
        />
      </Box>
      <Typography
        role="cell"
        variant="body2"
        aria-live="polite"
        sx={{
          fontWeight: 600,
          textAlign: { xs: 'right', md: 'left' },
          gridColumn: { xs: '1 / -1', md: 'auto' },
        }}
      >
        {result}
      </Typography>
    </Box>
  );
}
