import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { StkRequest } from '@rental/shared/schemas/subscriptions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StkWaiting } from '../../../entities/stk/stk-waiting';
import { balanceAfterPayment } from '../lib/balance-words';

/**
 * After the prompt was sent: "check your phone". How the prompt ended is followed by the
 * landlord's screens only (it needs a session), so the tenant refreshes the page's data; a
 * balance lower than when the prompt went out means the payment arrived.
 */
export function PaySentDialog({
  request,
  balanceAtSend,
  balance,
  onRefresh,
  onClose,
}: {
  request: StkRequest;
  balanceAtSend: number;
  balance: number;
  onRefresh: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('tenantPage');
  const titleId = useId();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshed, setRefreshed] = useState(false);
  const received = balance < balanceAtSend;
  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
      setRefreshed(true);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)' } } } }}
    >
      <DialogTitle id={titleId}>{t('pay.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {received ? (
          <Alert severity="success" role="status">
            {`${t('pay.received')} ${balanceAfterPayment(balance, t)}`}
          </Alert>
        ) : (
          <>
            <StkWaiting request={request} />
            <Typography color="text.secondary">{t('pay.refreshHint')}</Typography>
            {refreshed && !refreshing && (
              <Alert severity="info" role="status">
                {t('pay.notYet')}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pay.close')}</Button>
        {!received && (
          <Button variant="contained" disabled={refreshing} onClick={() => void refresh()}>
            {t(refreshing ? 'pay.refreshing' : 'pay.refresh')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
