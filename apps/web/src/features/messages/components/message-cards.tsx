import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../components/card-list';
import { MessageCardBody } from './message-card-body';
import type { MessagesGridProps } from './messages-grid';
import { ResendButton } from './resend-button';

/** The outbox as cards, for phones: who, when, status, two lines of text, and Resend. */
export function MessageCards({ messages, onShowText, onResend, resendingId }: MessagesGridProps) {
  const { t } = useTranslation('messages');
  return (
    <CardList label={t('title')} emptyText={t('empty')}>
      {messages.map((message) => (
        <CardListItem key={message.messageid} sx={{ display: 'grid', gap: 0.75 }}>
          <MessageCardBody message={message} onShowText={onShowText} />
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
