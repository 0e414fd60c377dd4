import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../components/card-list';
import { staleAge } from '../lib/message-age';
import { MessageCardBody } from './message-card-body';

export interface WaitingCardsProps {
  messages: readonly SmsMessage[];
  now: Date;
  onShowText: (message: SmsMessage) => void;
  onSend: (message: SmsMessage) => void;
  onDiscard: (message: SmsMessage) => void;
  /** A request on its way: the buttons wait. */
  busy: boolean;
}

/**
 * The waiting messages as cards (phones and desktops alike: each needs its age and two
 * actions): who, when, status, how old when it outlived its purpose, the text, Send now and
 * Discard.
 */
export function WaitingCards({
  messages,
  now,
  onShowText,
  onSend,
  onDiscard,
  busy,
}: WaitingCardsProps) {
  const { t } = useTranslation('messages');
  return (
    <CardList label={t('waiting.listLabel')} emptyText={t('waiting.empty')}>
      {messages.map((message) => {
        const age = staleAge(message, now);
        return (
          <CardListItem key={message.messageid} sx={{ display: 'grid', gap: 0.75 }}>
            <MessageCardBody
              message={message}
              onShowText={onShowText}
              chips={
                age && (
                  <Tooltip title={t('waiting.staleHint')}>
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={t(`waiting.age.${age.unit}`, { count: age.count })}
                    />
                  </Tooltip>
                )
              }
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                // Held for the paybill: it cannot go until one is saved (the line above says so).
                disabled={busy || message.status === 'held'}
                aria-label={t('waiting.sendNowLabel', { recipient: message.recipient })}
                onClick={() => onSend(message)}
              >
                {t('waiting.sendNow')}
              </Button>
              <Button
                size="small"
                color="inherit"
                disabled={busy}
                aria-label={t('waiting.discardLabel', { recipient: message.recipient })}
                onClick={() => onDiscard(message)}
              >
                {t('waiting.discard')}
              </Button>
            </Box>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
