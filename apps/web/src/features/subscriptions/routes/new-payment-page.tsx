import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { StkWaiting } from '../../../entities/stk/stk-waiting';
import { formatDay } from '../../../lib/format-date';
import { useStkRequest } from '../../../entities/stk/stk';
import { useSubscriptionStatus } from '../../../entities/subscription/subscription';
import { SubscriptionPaymentForm } from '../components/subscription-payment-form';

const settingsPath = '/settings?tab=subscription';

/**
 * /newpayment (spec: MPESA payment form with phone number, amount and description): sends
 * the STK push for the plan's monthly price, then waits for the payer's PIN, asking the
 * server every 2 seconds how it ended.
 */
export function NewPaymentPage() {
  const { t } = useTranslation('newPayment');
  const status = useSubscriptionStatus();
  const [requestId, setRequestId] = useState<string>();
  const request = useStkRequest(requestId);

  let content;
  if (status.isPending) content = <LoadingScreen />;
  else if (status.isError) content = <Alert severity="warning">{t('loadFailed')}</Alert>;
  else if (status.data.monthlyprice === null)
    content = <Alert severity="info">{t('enterprise')}</Alert>;
  else if (requestId) {
    const ended = request.data && request.data.status !== 'pending';
    content = (
      <StkWaiting
        request={request.data}
        actions={
          ended &&
          (request.data?.status === 'succeeded' ? (
            <Button
              variant="contained"
              component={Link}
              to={settingsPath}
              sx={{ justifySelf: 'start' }}
            >
              {t('done')}
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={() => setRequestId(undefined)}
              sx={{ justifySelf: 'start' }}
            >
              {t('tryAgain')}
            </Button>
          ))
        }
      />
    );
  } else {
    content = (
      <SubscriptionPaymentForm
        planName={status.data.planname}
        monthlyPrice={status.data.monthlyprice}
        cancelPath={settingsPath}
        onStarted={(id) => setRequestId(id)}
      />
    );
  }

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      {status.data && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('text', { plan: status.data.planname })}{' '}
          {t('paidUntil', { date: formatDay(status.data.paiduntil) })}
        </Typography>
      )}
      {content}
    </Paper>
  );
}
