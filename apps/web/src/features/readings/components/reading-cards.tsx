import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { Reading } from '@rental/shared/schemas/readings';
import { useTranslation } from 'react-i18next';
import { formatReadingDate, formatUnits } from '../lib/format-reading';

/** Readings stacked for a phone: who and when on top, reading, usage and cost below. */
export function ReadingCards({ readings }: { readings: readonly Reading[] }) {
  const { t } = useTranslation('readings');
  return (
    <List disablePadding aria-label={t('list.title')}>
      {readings.map((reading) => {
        const data = reading.readingdata;
        return (
          <ListItem key={reading.readingid} divider sx={{ display: 'block', px: 2, py: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {data.tenantname}
              </Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatKes(data.currentcost)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('list.meter', { meter: reading.meternumber })} ·{' '}
              {formatReadingDate(data.readingdate)}
              {reading.meterreplacement && (
                <Chip size="small" label={t('list.replaced')} sx={{ ml: 1 }} />
              )}
            </Typography>
            <Typography variant="body2">
              {t('columns.meterreading')}: {formatUnits(data.meterreading)} ·{' '}
              {t('columns.waterusage')}: {formatUnits(data.waterusage)}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
