import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { QuarantinedPayment } from '@rental/shared/schemas/quarantine';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { describeError } from '../../../lib/describe-error';
import { formatDayTime } from '../../../lib/format-date';
import { useHeldPayments, useParkedCount } from '../api/get-held';
import { HeldActions, HeldOutcome } from './held-decision';
import { HeldReasons } from './held-reasons';

const statusColor = { open: 'warning', accepted: 'success', rejected: 'default' } as const;

function HeldPaymentCard({ payment }: { payment: QuarantinedPayment }) {
  const { t } = useTranslation('unallocated');
  return (
    <Card variant="outlined" component="li">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h6" component="h3">
            {formatKes(payment.amount)}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`held.source.${payment.source}`)} />
          <Chip
            size="small"
            color={statusColor[payment.status]}
            label={t(`held.status.${payment.status}`)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('held.receipt', { transid: payment.transid })} ·{' '}
          {t('held.paidAt', { date: formatDayTime(payment.paidat) })}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {payment.billref ? t('held.account', { account: payment.billref }) : t('noAccount')} ·{' '}
          {t('held.payer', { name: payment.payername })}
        </Typography>
        <HeldReasons payment={payment} />
        {payment.status === 'open' ? (
          <HeldActions payment={payment} />
        ) : (
          <HeldOutcome payment={payment} />
        )}
      </CardContent>
    </Card>
  );
}

/** The owner's M-PESA payments held out of the books until they decide (issue 27). */
export function HeldPayments() {
  const { t } = useTranslation('unallocated');
  const payments = useHeldPayments(true);
  const parked = useParkedCount(true);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {t('held.title')}
      </Typography>
      <Alert severity="info">{t('held.text')}</Alert>
      {parked.data ? (
        <Alert severity="warning" role="status">
          {t('held.parked', { count: parked.data })}
        </Alert>
      ) : null}
      {payments.isPending ? (
        <Typography>{t('held.loading')}</Typography>
      ) : payments.isError ? (
        <LoadError
          message={describeError(payments.error, t)}
          onRetry={() => void payments.refetch()}
        />
      ) : payments.data.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('held.title')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {payments.data.map((payment) => (
            <HeldPaymentCard key={payment.id} payment={payment} />
          ))}
        </Box>
      ) : (
        <Typography>{t('held.empty')}</Typography>
      )}
    </Box>
  );
}
