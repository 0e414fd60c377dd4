import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { StkRequest } from '@rental/shared/schemas/subscriptions';
import { formatKes } from '@rental/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The waiting state of an STK push: a spinner while the payer has the PIN prompt, then what
 * happened in words they understand (cancelled, wrong PIN, phone unreachable, being checked...).
 */
export function StkWaiting({
  request,
  actions,
}: {
  request: StkRequest | undefined;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('subscriptions');
  if (!request || request.status === 'pending') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{t('stk.waiting')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {request
              ? t('stk.waitingText', { amount: formatKes(request.amount) })
              : t('stk.sending')}
          </Typography>
        </Box>
      </Box>
    );
  }
  const succeeded = request.status === 'succeeded';
  // Held for the landlord's check (quarantined): not a failure, nothing to pay again.
  const severity = succeeded ? 'success' : request.status === 'quarantined' ? 'info' : 'error';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={severity} role="status">
        {succeeded ? t('stk.paid', { receipt: request.receipt ?? '' }) : request.message}
      </Alert>
      {actions}
    </Box>
  );
}
