import Box from '@mui/material/Box';
import { formatKes } from '@rental/shared/money';
import type { OperatorParkedConfirmation } from '@rental/shared/schemas/operator';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import {
  cardWholeRow,
  CardList,
  CardListItem,
  headlineCardSx,
} from '../../../components/card-list';
import { formatDayTime } from '../../../lib/format-date';
import { RetryConfirmationButton } from './retry-confirmation-button';
import { TextLines } from './text-lines';

/** Parked confirmations for phones: whose and how much, then the code, when, and the error. */
export function ParkedConfirmationCards({ rows }: { rows: readonly OperatorParkedConfirmation[] }) {
  const { t } = useTranslation('operator');
  return (
    <CardList label={t('parked.listLabel')}>
      {rows.map((row) => (
        <CardListItem key={row.id} sx={headlineCardSx}>
          <Box sx={cardWholeRow}>
            <CardHeadline
              heading="h2"
              title={row.organizationname}
              aside={row.amount === null ? t('parked.unreadable') : formatKes(row.amount)}
            />
          </Box>
          <Box sx={{ ...cardWholeRow, minWidth: 0 }}>
            <TextLines
              lines={[
                [row.transid ?? t('parked.noCode'), formatDayTime(row.parkedat)].join(' · '),
                t('parked.received', { date: formatDayTime(row.receivedat) }),
                t('parked.attempts', { count: row.attempts }),
                row.lasterror ?? t('parked.noError'),
              ]}
            />
          </Box>
          <Box sx={cardWholeRow}>
            <RetryConfirmationButton confirmation={row} />
          </Box>
        </CardListItem>
      ))}
    </CardList>
  );
}
