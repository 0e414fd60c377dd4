import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { Reading } from '@rental/shared/schemas/readings';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { formatDay } from '../../../lib/format-date';
import { formatUnits } from '../../../lib/format-reading';
import { ReadingActions } from './reading-actions';
import { ReadingChips } from './reading-table';

/** Readings stacked for a phone: who and when on top, reading, usage and cost below. */
export function ReadingCards({
  readings,
  rentalNames,
}: {
  readings: readonly Reading[];
  rentalNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('readings');
  return (
    <List disablePadding aria-label={t('list.title')}>
      {readings.map((reading) => {
        const data = reading.readingdata;
        return (
          <ListItem key={reading.readingid} divider sx={{ display: 'block', px: 2, py: 1.5 }}>
            <CardHeadline title={data.tenantname} aside={formatKes(data.currentcost)} />
            <Typography variant="body2" color="text.secondary">
              {t('list.where', {
                house: reading.housenumber,
                rental: rentalNames.get(reading.rentalid) ?? '',
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('list.meter', { meter: reading.meternumber })} · {formatDay(data.readingdate)}
              <ReadingChips reading={reading} />
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2">
                {t('list.fromTo', {
                  previous: formatUnits(reading.previousreading),
                  reading: formatUnits(data.meterreading),
                })}{' '}
                · {t('columns.waterusage')}: {formatUnits(data.waterusage)}
              </Typography>
              <ReadingActions reading={reading} />
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
