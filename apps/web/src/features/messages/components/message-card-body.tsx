import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsStatusChip } from '../../../components/sms-status-chip';
import { formatDayTime } from '../../../lib/format-date';
import { failureText } from '../../../lib/sms-failure-text';
import { channelText } from './message-channel';
import { MessageTextLink } from './message-text-link';

/**
 * What every message card shows, sent or waiting: who and when with its status (and any
 * chips before it), two lines of the text that open it whole, and why it failed.
 */
export function MessageCardBody({
  message,
  onShowText,
  chips,
}: {
  message: SmsMessage;
  onShowText: (message: SmsMessage) => void;
  /** Shown before the status: a waiting message's age. */
  chips?: ReactNode;
}) {
  const { t } = useTranslation('messages');
  const failure = failureText(t, message);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {message.recipient}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDayTime(message.createdat)} · {message.phonenumber} · {channelText(t, message)}
          </Typography>
        </Box>
        {chips}
        <SmsStatusChip status={message.status} />
      </Box>
      <MessageTextLink
        message={message}
        onShowText={onShowText}
        // A finger-sized target: the two lines of text and a little room around them.
        sx={{ fontSize: '0.875rem', minHeight: 44 }}
      />
      {failure && (
        <Typography variant="body2" color="error">
          {failure}
        </Typography>
      )}
    </>
  );
}
