import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../components/card-list';
import { SmsStatusChip } from '../../../components/sms-status-chip';
import { formatDayTime } from '../../../lib/format-date';
import { MessageTextLink } from './message-text-link';
import type { MessagesGridProps } from './messages-grid';
import { ResendButton } from './resend-button';

/** The outbox as cards, for phones: who, when, status, two lines of text, and Resend. */
export function MessageCards({ messages, onShowText, onResend, resendingId }: MessagesGridProps) {
  const { t } = useTranslation('messages');
  return (
    <CardList label={t('title')} emptyText={t('empty')}>
      {messages.map((message) => (
        <CardListItem key={message.messageid} sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {message.recipient}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDayTime(message.createdat)} · {message.phonenumber}
              </Typography>
            </Box>
            <SmsStatusChip status={message.status} />
          </Box>
          <MessageTextLink
            message={message}
            onShowText={onShowText}
            // A finger-sized target: the two lines of text and a little room around them.
            sx={{ fontSize: '0.875rem', minHeight: 44 }}
          />
          {message.failurereason && (
            <Typography variant="body2" color="error">
              {message.failurereason}
            </Typography>
          )}
          {message.status === 'failed' && (
            <ResendButton
              message={message}
              onResend={onResend}
              resendingId={resendingId}
              sx={{ justifySelf: 'start' }}
            />
          )}
        </CardListItem>
      ))}
    </CardList>
  );
}
