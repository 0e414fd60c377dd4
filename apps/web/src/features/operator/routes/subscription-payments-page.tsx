import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/paged/load-more';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useSubscriptionPayments } from '../api/get-subscription-payments';
import { SubscriptionPaymentCards } from '../components/subscription-payment-cards';
import { SubscriptionPaymentsGrid } from '../components/subscription-payments-grid';

/** /operator/subscription-payments: what every organization paid for its plan, newest first. */
export function SubscriptionPaymentsPage() {
  const { t } = useTranslation('operator');
  const phone = usePhone();
  const payments = useSubscriptionPayments();
  const rows = payments.data ?? [];
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
      <QueryContent query={payments} isEmpty={rows.length === 0} emptyText={t('payments.empty')}>
        {phone ? (
          <SubscriptionPaymentCards rows={rows} />
        ) : (
          <SubscriptionPaymentsGrid rows={rows} />
        )}
        <LoadMore count={rows.length} hasMore={false} loading={false} onLoadMore={() => {}} />
      </QueryContent>
    </Paper>
  );
}
