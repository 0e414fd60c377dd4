import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { RecentStatusChip } from './recent-status-chip';
import { formatBalance } from '../../../lib/format-balance';
import { paymentModeLabel } from '../../../lib/payment-labels';

/**
 * The latest payments for a phone: who paid and how much on top, the house and how it was
 * paid under it, then whether their account is cleared and what they owe after it.
 */
export function RecentTransactionCards({
  transactions,
}: {
  transactions: DashboardSummary['recenttransactions'];
}) {
  const { t } = useTranslation('dashboard');
  return (
    <CardList label={t('recent.title')}>
      {transactions.map((row) => (
        <CardListItem key={row.transactionid} sx={{ display: 'grid', gap: 0.5 }}>
          <CardHeadline heading="h3" title={row.fullname} aside={formatKes(row.amount)} />
          <Typography variant="body2" color="text.secondary">
            {t('recent.card.where', {
              house: row.housenumber,
              mode: paymentModeLabel(t, row.paymentmode),
            })}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <RecentStatusChip status={row.status} />
            <Typography variant="body2">
              {t('recent.card.balance', { amount: formatBalance(row.balance) })}
            </Typography>
          </Box>
        </CardListItem>
      ))}
    </CardList>
  );
}
