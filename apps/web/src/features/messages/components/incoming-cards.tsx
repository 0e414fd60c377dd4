import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IncomingSms } from '@rental/shared/schemas/sms';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../components/card-list';
import { formatDayTime } from '../../../lib/format-date';
import { IncomingOutcome } from './incoming-outcome';

/** Received SMS as cards, for phones: who and when, the whole text, and what was done. */
export function IncomingCards({ messages }: { messages: readonly IncomingSms[] }) {
  const { t } = useTranslation('messages');
  return (
    <CardList label={t('received.listLabel')} emptyText={t('received.empty')}>
      {messages.map((message) => (
        <CardListItem key={message.messageid} sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {message.sender ?? t('received.unknownSender')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDayTime(message.receivedat)} · {message.phonenumber}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Typography>
          <IncomingOutcome message={message} />
        </CardListItem>
      ))}
    </CardList>
  );
}
