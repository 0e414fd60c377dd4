import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { smsStatuses, type SmsStatus } from '@rental/shared/enums';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { QueryContent } from '../../../components/query-content';
import { useMessages } from '../api/get-messages';
import { useWaiting } from '../api/get-waiting';
import { useResendMessage } from '../api/resend-message';
import { MessageExportButtons } from '../components/message-export-buttons';
import { MessageCards } from '../components/message-cards';
import { MessageTextDialog } from '../components/message-text-dialog';
import { MessagesGrid } from '../components/messages-grid';
import { ChannelTotals } from '../components/channel-totals';
import { ReceivedMessages } from '../components/received-messages';
import { WaitingMessages } from '../components/waiting-messages';
import { usePhone } from '../../../lib/use-phone';
import { PageHeading } from '../../../components/page-heading';
import { ScrollableTabs } from '../../../components/scrollable-tabs';
import { MoreMessagesButton } from '../components/more-messages-button';
import { NoticesTab } from '../components/notices-tab';
import { useCan } from '../../../lib/permissions';

const tabs = ['sent', 'waiting', 'received', 'notices'] as const;
type MessagesTab = (typeof tabs)[number];

/**
 * /messages?tab=sent|waiting|received: every SMS sent to tenants, newest first, with a status
 * filter and resend; (Waiting) what could not go out yet, to send or discard; and (Received)
 * what tenants texted in (BAL, SALIO) and what was done.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const can = useCan();
  // Notices are the owner's and managers' (notices.send); others see the outbox alone.
  const shown = tabs.filter((name) => name !== 'notices' || can('notices.send'));
  const tab = shown.find((name) => name === params.get('tab')) ?? 'sent';
  const waiting = useWaiting();
  const waitingCount = (waiting.data?.sendable ?? 0) + (waiting.data?.held ?? 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeading title={t('title')} text={t('text')} />
      <ScrollableTabs<MessagesTab>
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        label={t('tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
      >
        {shown.map((name) => (
          <Tab
            key={name}
            value={name}
            label={
              name === 'waiting' && waitingCount > 0
                ? t('tabs.waitingCount', { count: waitingCount })
                : name === 'notices'
                  ? t('notices.tab')
                  : t(`tabs.${name}`)
            }
          />
        ))}
      </ScrollableTabs>
      {tab === 'sent' && <SentMessages />}
      {tab === 'waiting' && <WaitingMessages />}
      {tab === 'received' && <ReceivedMessages />}
      {tab === 'notices' && <NoticesTab />}
    </Box>
  );
}

function SentMessages() {
  const { t } = useTranslation(['messages', 'smsStatus']);
  const { showAlert, clearAlert } = useAlert();
  const phone = usePhone();
  const [status, setStatus] = useState<SmsStatus | ''>('');
  const [shownText, setShownText] = useState<SmsMessage | null>(null);
  const messages = useMessages(status || undefined);
  const resend = useResendMessage();
  const rows = useMemo(
    () => (messages.data?.pages ?? []).flatMap((page) => page.messages),
    [messages.data],
  );
  const totals = messages.data?.pages[0]?.totals;

  const { mutate: resendMessage } = resend;
  const onResend = useCallback(
    (message: SmsMessage) => {
      clearAlert();
      resendMessage(message.messageid, { onSuccess: () => showAlert(t('resent')) });
    },
    [resendMessage, clearAlert, showAlert, t],
  );

  const listProps = {
    messages: rows,
    onShowText: setShownText,
    onResend,
    resendingId: resend.isPending ? resend.variables : undefined,
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {totals && <ChannelTotals totals={totals} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TextField
          select
          id="message-status"
          label={t('status')}
          size="small"
          value={status}
          onChange={(event) => setStatus(event.target.value as SmsStatus | '')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 220 }, bgcolor: 'background.paper', mr: 'auto' }}
        >
          <MenuItem value="">{t('allStatuses')}</MenuItem>
          {smsStatuses.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`smsStatus:${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <MessageExportButtons messages={rows} />
      </Box>
      {rows.some((row) => row.status === 'queued' || row.status === 'sending') && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('refreshing')}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <QueryContent query={messages}>
          {phone ? <MessageCards {...listProps} /> : <MessagesGrid {...listProps} />}
        </QueryContent>
      </Paper>
      <MoreMessagesButton query={messages} />
      {shownText && <MessageTextDialog message={shownText} onClose={() => setShownText(null)} />}
    </Box>
  );
}
