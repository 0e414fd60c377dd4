import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/permissions';
import { describeError } from '../../lib/describe-error';
import { useReminderPreview, useSendRemindersNow } from './reminders';
import { useAlert } from '../../components/alert/use-alert';
import { QueryContent } from '../../components/query-content';

/**
 * "Remind everyone in arrears now": a preview with the count and a real tenant's message,
 * then the SMS are queued (once a day per tenant; the server refuses outside 08:00–18:00).
 */
export function SendRemindersNow() {
  const owner = useCan()('reminders.send');
  const { t } = useTranslation('remindersNow');
  const [open, setOpen] = useState(false);
  const preview = useReminderPreview(open);
  const send = useSendRemindersNow();
  const { showAlert } = useAlert();
  const close = () => {
    setOpen(false);
    send.reset();
  };
  const confirm = async () => {
    try {
      const { queued } = await send.mutateAsync();
      close();
      showAlert(t('queued', { count: queued }));
    } catch {
      // The dialog shows why (outside the sending hours...).
    }
  };
  // The owner's decision: members would only be refused.
  if (!owner) return null;
  return (
    <>
      <Button startIcon={<NotificationsActiveOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <QueryContent query={preview}>
            {(data) => (
              <>
                {data.count === 0 || !data.sample ? (
                  <Typography>{t('none')}</Typography>
                ) : (
                  <>
                    <Typography>{t('count', { count: data.count })}</Typography>
                    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
                      <Typography variant="body2" color="text.secondary" gutterBottom>
                        {t('sampleFor', { name: data.sample.name, count: data.sample.parts })}
                      </Typography>
                      <Typography data-testid="reminder-sample">{data.sample.text}</Typography>
                    </Paper>
                  </>
                )}
                {data.notoverdue > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('notOverdue', { count: data.notoverdue })}
                  </Typography>
                )}
              </>
            )}
          </QueryContent>
          {send.isError && <Alert severity="error">{describeError(send.error, t)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => void confirm()}
            disabled={!preview.data?.count || send.isPending}
          >
            {t('send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
