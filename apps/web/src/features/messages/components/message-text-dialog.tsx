import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsStatusChip } from '../../../components/sms-status-chip';
import { formatDayTime } from '../../../lib/format-date';
import { failureText } from '../../../lib/sms-failure-text';

/** The whole text of one message, with where it went and what became of it. */
export function MessageTextDialog({
  message,
  onClose,
}: {
  message: SmsMessage;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const failure = failureText(t, message);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('dialog.title', { recipient: message.recipient })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {formatDayTime(message.createdat)} · {t('dialog.phone', { phone: message.phonenumber })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <SmsStatusChip status={message.status} />
          <Typography variant="body2" color="text.secondary">
            {t('dialog.parts', { count: message.parts })} ·{' '}
            {t('dialog.attempts', { count: message.attempts })}
          </Typography>
        </Box>
        {failure && <Typography color="error">{failure}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
