import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Repair } from '@rental/shared/schemas/repairs';
import { useTranslation } from 'react-i18next';
import { formatDayTime } from '../../../lib/format-date';

/** What happened to a repair, oldest first: each status it reached and each note, by whom. */
export function RepairHistory({ events }: { events: NonNullable<Repair['events']> }) {
  const { t } = useTranslation('repairs');
  return (
    <Box component="section" aria-labelledby="repair-history">
      <Typography id="repair-history" component="h3" variant="subtitle2">
        {t('detail.history')}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('detail.historyEmpty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {events.map((event, index) => {
            const by = event.by ?? t('detail.byTenant');
            return (
              <Typography component="li" variant="body2" key={`${event.at}-${index}`}>
                {formatDayTime(event.at)} ·{' '}
                {event.status
                  ? t('detail.eventStatus', { status: t(`statuses.${event.status}`), by })
                  : t('detail.eventNote', { by })}
                {event.note && (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {event.note}
                  </Box>
                )}
              </Typography>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
