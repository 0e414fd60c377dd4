import Typography from '@mui/material/Typography';
import type { ActivityEntry } from '@rental/shared/schemas/activity';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../components/card-list';
import { formatDayTime } from '../../../lib/format-date';
import { summaryOf, whoOf } from '../lib/activity-columns';

/** The entries for phones: what happened first, then who, when and from where. */
export function ActivityCards({ rows }: { rows: readonly ActivityEntry[] }) {
  // The summaries word expense categories and rent-change reasons from those features' texts:
  // loaded here, not left to whichever screen was opened before.
  const { t } = useTranslation(['activity', 'expenses', 'tenants']);
  return (
    <CardList label={t('listLabel')}>
      {rows.map((entry) => (
        <CardListItem key={entry.activityid} sx={{ display: 'grid', gap: 0.25 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {summaryOf(entry, t)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {whoOf(entry, t)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDayTime(entry.at)}
            {entry.ip ? ` · ${entry.ip}` : ''}
          </Typography>
        </CardListItem>
      ))}
    </CardList>
  );
}
