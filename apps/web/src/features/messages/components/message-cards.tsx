import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SmsStatusChip } from '../../../components/sms-status-chip';
import { formatDayTime } from '../../../lib/format-date';
import { MessageTextLink } from './message-text-link';
import type { MessagesGridProps } from './messages-grid';
import { ResendButton } from './resend-button';

/** The outbox as cards, for phones: who, when, status, two lines of text, and Resend. */
export function MessageCards({ messages, onShowText, onResend, resendingId }: MessagesGridProps) {
  const { t } = useTranslation('messages');
  if (messages.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('empty')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t('title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {messages.map((message) => (
        <Box
          component="li"
          key={message.messageid}
          sx={{
            display: 'grid',
            gap: 0.75,
            p: 2,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 600 }} noWrap>
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
            sx={{ fontSize: '0.875rem' }}
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
        </Box>
      ))}
    </Box>
  );
}
