import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDay } from '../../lib/format-date';
import { useSubscriptionStatus } from './subscription';

const paymentPath = '/newpayment';

/**
 * Asks for the subscription's payment once the paid period (the free month first) is over:
 * during the 7 days of grace, and after them while scheduled invoices are paused. Every
 * screen keeps working; only invoices stop.
 */
export function PaySubscriptionBanner() {
  const { t } = useTranslation('subscriptions');
  const { pathname } = useLocation();
  const status = useSubscriptionStatus();
  if (!status.data || pathname === paymentPath) return null;
  const { ingrace, paused, paiduntil, graceuntil } = status.data;
  if (!ingrace && !paused) return null;
  return (
    <Alert
      severity={paused ? 'error' : 'warning'}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={Link} to={paymentPath}>
          {t('banner.pay')}
        </Button>
      }
    >
      {paused
        ? t('banner.paused')
        : t('banner.grace', { ended: formatDay(paiduntil), until: formatDay(graceuntil) })}
    </Alert>
  );
}
