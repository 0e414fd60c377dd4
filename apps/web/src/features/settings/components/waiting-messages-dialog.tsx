import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SmsWaiting } from '@rental/shared/schemas/sms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { useDecideWaiting } from '../api/waiting-messages';

/**
 * Asked once, right after the owner switched from the outbox to a real provider while
 * messages waited (issue 30): send them (with their count and cost in SMS parts) or discard
 * them. "Later" leaves them under Messages → Waiting, where the bell points too.
 */
export function WaitingMessagesDialog({
  waiting,
  onClose,
}: {
  waiting: SmsWaiting;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const { showAlert } = useAlert();
  const titleId = useId();
  const decide = useDecideWaiting();

  const onDecide = (decision: 'send' | 'discard') =>
    decide.mutate(decision, {
      onSuccess: ({ count, sent, paid }) => {
        onClose();
        // Messages of invoices paid since were discarded, not sent: said after the outcome.
        const skipped = paid > 0 ? `. ${t('sms.waiting.paidSkipped', { count: paid })}` : '';
        if (decision === 'discard') showAlert(t('sms.waiting.discarded', { count }));
        else if (sent === count) showAlert(t('sms.waiting.sent', { count }) + skipped);
        else showAlert(t('sms.waiting.sentSome', { sent, count }) + skipped, 'warning');
      },
    });

  return (
    <Dialog open onClose={decide.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('sms.waiting.title', { count: waiting.sendable })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText>{t('sms.waiting.text')}</DialogContentText>
        <Typography sx={{ fontWeight: 600 }}>
          {t('sms.waiting.count', { count: waiting.sendable })} ·{' '}
          {t('sms.waiting.parts', { count: waiting.parts })}
        </Typography>
        {waiting.held > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('sms.waiting.held', { count: waiting.held })}
          </Typography>
        )}
        <Link component={RouterLink} to="/messages?tab=waiting" onClick={onClose}>
          {t('sms.waiting.review')}
        </Link>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={decide.isPending}>
          {t('sms.waiting.later')}
        </Button>
        <Button color="error" onClick={() => onDecide('discard')} disabled={decide.isPending}>
          {t('sms.waiting.discard')}
        </Button>
        <Button variant="contained" onClick={() => onDecide('send')} disabled={decide.isPending}>
          {t('sms.waiting.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
