import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SmsMessage, SmsWaiting } from '@rental/shared/schemas/sms';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { QueryContent } from '../../../components/query-content';
import { useMessages } from '../api/get-messages';
import { useWaiting } from '../api/get-waiting';
import {
  useDiscardAllWaiting,
  useDiscardMessage,
  useSendAllWaiting,
  useSendMessageNow,
} from '../api/waiting-actions';
import { MessageTextDialog } from './message-text-dialog';
import { WaitingCards } from './waiting-cards';
import { MoreMessagesButton } from './more-messages-button';

/**
 * Messages → Waiting (issue 30): what could not go out (stored while no SMS provider was set,
 * held for the paybill, failed for a cause that can pass), each with Send now and Discard, and
 * Send all / Discard all. The server takes each message once, whatever is clicked twice.
 */
export function WaitingMessages() {
  const { t } = useTranslation('messages');
  const { showAlert, clearAlert } = useAlert();
  const messages = useMessages('waiting');
  const waiting = useWaiting();
  const [shownText, setShownText] = useState<SmsMessage | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const sendNow = useSendMessageNow();
  const discardOne = useDiscardMessage();
  const sendAll = useSendAllWaiting();
  const discardAll = useDiscardAllWaiting();
  const busy = [sendNow, discardOne, sendAll, discardAll].some((call) => call.isPending);
  const rows = useMemo(
    () => (messages.data?.pages ?? []).flatMap((page) => page.messages),
    [messages.data],
  );
  // The age is read against the time the list was loaded (the cards show only once it is).
  const now = useMemo(() => new Date(messages.dataUpdatedAt), [messages.dataUpdatedAt]);

  const onSend = (message: SmsMessage) => {
    clearAlert();
    sendNow.mutate(message.messageid, {
      onSuccess: ({ message: sent }) =>
        showAlert(t('waiting.sentOne', { recipient: sent.recipient })),
    });
  };
  const onDiscard = (message: SmsMessage) => {
    clearAlert();
    discardOne.mutate(message.messageid, { onSuccess: () => showAlert(t('waiting.discardedOne')) });
  };
  const onSendAll = () => {
    clearAlert();
    sendAll.mutate(undefined, {
      onSuccess: ({ count, sent, paid }) => {
        const outcome =
          sent === count ? t('waiting.sentAll', { count }) : t('waiting.sentSome', { sent, count });
        // Messages of invoices paid since were discarded, not sent: said after the outcome.
        showAlert(paid > 0 ? `${outcome}. ${t('waiting.paidSkipped', { count: paid })}` : outcome);
      },
    });
  };
  const onDiscardAll = () => {
    clearAlert();
    setConfirmDiscard(false);
    discardAll.mutate(undefined, {
      onSuccess: ({ count }) => showAlert(t('waiting.discardedAll', { count })),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('waiting.text')}</Typography>
      {waiting.data && (
        <WaitingSummary
          waiting={waiting.data}
          busy={busy}
          anyShown={rows.length > 0}
          onSendAll={onSendAll}
          onDiscardAll={() => setConfirmDiscard(true)}
        />
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <QueryContent query={messages}>
          <WaitingCards
            messages={rows}
            now={now}
            onShowText={setShownText}
            onSend={onSend}
            onDiscard={onDiscard}
            busy={busy}
          />
        </QueryContent>
      </Paper>
      <MoreMessagesButton query={messages} />
      {shownText && <MessageTextDialog message={shownText} onClose={() => setShownText(null)} />}
      <ConfirmDiscardAll
        open={confirmDiscard}
        count={(waiting.data?.sendable ?? 0) + (waiting.data?.held ?? 0)}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={onDiscardAll}
      />
    </Box>
  );
}

/** How many can go and what they cost; a provider to set up first; Send all, Discard all. */
function WaitingSummary({
  waiting,
  busy,
  anyShown,
  onSendAll,
  onDiscardAll,
}: {
  waiting: SmsWaiting;
  busy: boolean;
  anyShown: boolean;
  onSendAll: () => void;
  onDiscardAll: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <>
      {!waiting.provider && waiting.sendable > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/settings?tab=sms">
              {t('waiting.setUpProvider')}
            </Button>
          }
        >
          {t('waiting.noProvider')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box role="status" sx={{ mr: 'auto' }}>
          {waiting.sendable > 0 && (
            <Typography sx={{ fontWeight: 600 }}>
              {t('waiting.summary', { count: waiting.sendable })} ·{' '}
              {t('waiting.parts', { count: waiting.parts })}
            </Typography>
          )}
          {waiting.held > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('waiting.held', { count: waiting.held })}
            </Typography>
          )}
        </Box>
        <Button variant="contained" disabled={busy || waiting.sendable === 0} onClick={onSendAll}>
          {t('waiting.sendAll')}
        </Button>
        <Button color="error" disabled={busy || !anyShown} onClick={onDiscardAll}>
          {t('waiting.discardAll')}
        </Button>
      </Box>
    </>
  );
}

function ConfirmDiscardAll({
  open,
  count,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('waiting.confirmDiscard.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('waiting.confirmDiscard.text', { count })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('waiting.confirmDiscard.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('waiting.confirmDiscard.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
