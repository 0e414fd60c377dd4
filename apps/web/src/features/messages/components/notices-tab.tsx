import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NoticeBody, NoticePreview } from '@rental/shared/schemas/notices';
import { noticePlaceholders } from '@rental/shared/schemas/notices';
import { smsLength } from '@rental/shared/sms-parts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { QueryContent } from '../../../components/query-content';
import { useRentalRooms } from '../../../entities/rentals/rental-rooms';
import { useRentals } from '../../../entities/rentals/rentals';
import { describeError } from '../../../lib/describe-error';
import { formatDayTime } from '../../../lib/format-date';
import { roomTypeLabel } from '../../../lib/type-labels';
import { useNotices, usePreviewNotice, useSendNotice } from '../api/notices';

const allRentals = 'all';
const placeholders = noticePlaceholders.map((name) => `{${name}}`).join(' ');
const audiences = ['everyone', 'owing', 'clear'] as const;
const allRooms = 'all';
type Audience = (typeof audiences)[number];

/**
 * Messages → Notices (issue 32): a notice written once goes by SMS to every current tenant of
 * the rentals chosen (or all), optionally only those in arrears or not, and (for one rental)
 * of one room type; a preview shows who,
 * the cost in SMS parts and how it reads in each language before anything is sent. Below, the
 * notices sent with their delivery counts.
 */
export function NoticesTab() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ComposeNotice />
      <NoticeHistory />
    </Box>
  );
}

function ComposeNotice() {
  const { t } = useTranslation('messages');
  const rentals = useRentals();
  const [chosen, setChosen] = useState<string[]>([allRentals]);
  const [audience, setAudience] = useState<Audience>('everyone');
  // Room types belong to a rental: the choice is offered once exactly one rental is chosen.
  const oneRental = chosen.length === 1 && chosen[0] !== allRentals ? chosen[0]! : '';
  const rooms = useRentalRooms(oneRental);
  const [roomTypeId, setRoomTypeId] = useState(allRooms);
  const roomFilter = oneRental && roomTypeId !== allRooms ? { roomtypeid: roomTypeId } : {};
  const [message, setMessage] = useState('');
  const [messageSw, setMessageSw] = useState('');
  const [preview, setPreview] = useState<NoticePreview | null>(null);
  // One key per preview shown: its Send, tapped twice or retried, queues the notice once.
  const [sendKey, setSendKey] = useState('');
  const previewing = usePreviewNotice();
  const sending = useSendNotice();
  const { showAlert } = useAlert();

  const body: NoticeBody = {
    ...(chosen.includes(allRentals) ? { all: true } : { rentalids: chosen }),
    ...(audience === 'everyone' && !roomFilter.roomtypeid
      ? {}
      : { filter: { ...(audience === 'everyone' ? {} : { arrears: audience }), ...roomFilter } }),
    message,
    ...(messageSw.trim() ? { messagesw: messageSw } : {}),
  };
  const choose = (values: string[]) => {
    // Picking a rental after "All" narrows to it; picking "All" again widens.
    const picked =
      values.at(-1) === allRentals ? [allRentals] : values.filter((v) => v !== allRentals);
    setChosen(picked.length > 0 ? picked : [allRentals]);
    setRoomTypeId(allRooms);
  };
  const openPreview = async () => {
    try {
      setPreview(await previewing.mutateAsync(body));
      setSendKey(crypto.randomUUID());
    } catch {
      // Shown under the form.
    }
  };
  const send = async () => {
    try {
      const sent = await sending.mutateAsync({ body, idempotencyKey: sendKey });
      setPreview(null);
      setMessage('');
      setMessageSw('');
      showAlert(t('notices.queued', { count: sent.queued, parts: sent.parts }));
    } catch {
      // Shown in the dialog.
    }
  };
  const parts = (text: string) => smsLength(text).parts;
  const rentalName = (id: string) =>
    id === allRentals
      ? t('notices.allRentals')
      : (rentals.data?.find((rental) => rental.rentalid === id)?.rentaldata.rentalname ?? id);

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {t('notices.compose')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('notices.rentals')}
          value={chosen}
          onChange={(event) => choose(event.target.value as unknown as string[])}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (selected as string[]).map(rentalName).join(', '),
            },
          }}
        >
          <MenuItem value={allRentals}>{t('notices.allRentals')}</MenuItem>
          {(rentals.data ?? []).map((rental) => (
            <MenuItem key={rental.rentalid} value={rental.rentalid}>
              {rental.rentaldata.rentalname}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={t('notices.audience')}
          value={audience}
          onChange={(event) => setAudience(event.target.value as Audience)}
        >
          {audiences.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`notices.audiences.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        {oneRental && (
          <TextField
            select
            fullWidth
            label={t('notices.roomType')}
            value={roomTypeId}
            onChange={(event) => setRoomTypeId(event.target.value)}
          >
            <MenuItem value={allRooms}>{t('notices.allRoomTypes')}</MenuItem>
            {(rooms.data ?? []).map((room) => (
              <MenuItem key={room.roomid} value={room.roomid}>
                {roomTypeLabel(t, room.roomdata.housetype)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <TextField
        label={t('notices.message')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        helperText={
          message
            ? t('notices.messageHelp', { count: parts(message), placeholders })
            : t('notices.placeholders', { placeholders })
        }
      />
      <TextField
        label={t('notices.messageSw')}
        value={messageSw}
        onChange={(event) => setMessageSw(event.target.value)}
        multiline
        minRows={3}
        helperText={
          messageSw
            ? t('notices.messageSwHelp', { count: parts(messageSw) })
            : t('notices.messageSwEmpty')
        }
      />
      {previewing.isError && <Alert severity="error">{describeError(previewing.error, t)}</Alert>}
      <Box>
        <Button
          variant="contained"
          disabled={!message.trim() || previewing.isPending}
          onClick={() => void openPreview()}
        >
          {t('notices.preview')}
        </Button>
      </Box>
      <Dialog open={preview !== null} onClose={() => setPreview(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('notices.previewTitle')}</DialogTitle>
        {preview && (
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography>
              {t('notices.reach', { count: preview.recipients, parts: preview.parts })}
            </Typography>
            {preview.optedout > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('notices.optedOut', { count: preview.optedout })}
              </Typography>
            )}
            {preview.waitsforhours && <Alert severity="info">{t('notices.waitsForHours')}</Alert>}
            {(['en', 'sw'] as const).map((language) => {
              const sample = preview.samples[language];
              return (
                sample && (
                  <Paper key={language} variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
                    <Typography variant="body2" color="text.secondary" gutterBottom>
                      {t(`notices.sample.${language}`, { name: sample.name, count: sample.parts })}
                    </Typography>
                    <Typography data-testid={`notice-sample-${language}`}>{sample.text}</Typography>
                  </Paper>
                )
              );
            })}
            {sending.isError && <Alert severity="error">{describeError(sending.error, t)}</Alert>}
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setPreview(null)}>{t('notices.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!preview?.recipients || sending.isPending}
            onClick={() => void send()}
          >
            {t('notices.send', { count: preview?.recipients ?? 0 })}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function NoticeHistory() {
  const { t } = useTranslation('messages');
  const notices = useNotices();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        {t('notices.history')}
      </Typography>
      <QueryContent query={notices}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">{t('notices.none')}</Typography>
          ) : (
            list.map((notice) => (
              <Paper key={notice.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('notices.sentBy', {
                    when: formatDayTime(notice.createdat),
                    who: notice.createdby,
                  })}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {notice.message}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    label={t('notices.recipients', {
                      count: notice.recipients,
                      parts: notice.parts,
                    })}
                  />
                  {(['waiting', 'sent', 'delivered', 'failed'] as const)
                    .filter((status) => notice.delivery[status] > 0)
                    .map((status) => (
                      <Chip
                        key={status}
                        size="small"
                        variant="outlined"
                        color={status === 'failed' ? 'error' : 'default'}
                        label={t(`notices.delivery.${status}`, { count: notice.delivery[status] })}
                      />
                    ))}
                </Stack>
              </Paper>
            ))
          )
        }
      </QueryContent>
    </Box>
  );
}
