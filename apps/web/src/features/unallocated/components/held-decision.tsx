import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { QuarantinedPayment } from '@rental/shared/schemas/quarantine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { describeError } from '../../../lib/describe-error';
import { formatDayTime } from '../../../lib/format-date';
import { useDecideHeld } from '../api/decide-held';

type Decision = 'accept' | 'reject';

/** ACCEPT and REJECT of a waiting payment, each asked again in a dialog. */
export function HeldActions({ payment }: { payment: QuarantinedPayment }) {
  const { t } = useTranslation('unallocated');
  const { showAlert } = useAlert();
  const { accept, reject } = useDecideHeld();
  const [asking, setAsking] = useState<Decision | null>(null);
  const mutation = asking === 'reject' ? reject : accept;
  const names = { transid: payment.transid, amount: formatKes(payment.amount) };
  const close = () => {
    setAsking(null);
    accept.reset();
    reject.reset();
  };
  const confirm = async () => {
    try {
      if (asking === 'accept') {
        const result = await accept.mutateAsync(payment.id);
        showAlert(
          t(
            result.outcome === 'matched' ? 'held.acceptedMatched' : 'held.acceptedUnallocated',
            names,
          ),
        );
      } else {
        await reject.mutateAsync(payment.id);
        showAlert(t('held.rejected', names));
      }
      close();
    } catch {
      // Shown in the dialog: the server's own words (already decided, receipt recorded).
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        aria-label={t('held.acceptLabel', names)}
        onClick={() => setAsking('accept')}
      >
        {t('held.accept')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        aria-label={t('held.rejectLabel', names)}
        onClick={() => setAsking('reject')}
      >
        {t('held.reject')}
      </Button>
      {asking && (
        <ConfirmDeleteDialog
          title={t(asking === 'accept' ? 'held.acceptTitle' : 'held.rejectTitle', names)}
          text={t(asking === 'accept' ? 'held.acceptText' : 'held.rejectText')}
          confirmLabel={t(asking === 'accept' ? 'held.accept' : 'held.reject')}
          confirmColor={asking === 'accept' ? 'primary' : 'error'}
          disabled={mutation.isPending}
          error={mutation.isError ? describeError(mutation.error, t) : undefined}
          onConfirm={() => void confirm()}
          onCancel={close}
        />
      )}
    </Box>
  );
}

/** Who decided a payment, when, and where an accepted one went. */
export function HeldOutcome({ payment }: { payment: QuarantinedPayment }) {
  const { t } = useTranslation('unallocated');
  const by = {
    name: payment.decidedby ?? '',
    date: payment.decidedat ? formatDayTime(payment.decidedat) : '',
  };
  if (payment.status === 'rejected') {
    return <Typography variant="body2">{t('held.rejectedBy', by)}</Typography>;
  }
  return (
    <Typography variant="body2">
      {t('held.acceptedBy', by)} ·{' '}
      {payment.transactionid ? (
        <Link
          component={RouterLink}
          to={`/transaction/${encodeURIComponent(payment.transactionid)}`}
        >
          {t('held.viewTransaction')}
        </Link>
      ) : (
        t('held.wentToUnallocated')
      )}
    </Typography>
  );
}
