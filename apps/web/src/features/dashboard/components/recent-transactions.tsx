import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePhone } from '../../../lib/use-phone';
import { RecentTransactionCards } from './recent-transaction-cards';

// The table's data grid is loaded only on a wide screen (recent-transactions-table.tsx).
const RecentTransactionsTable = lazy(async () => ({
  default: (await import('./recent-transactions-table')).RecentTransactionsTable,
}));

/**
 * The latest payments with the payer's account now (spec columns), newest first; cards on a
 * phone, where the seven columns do not fit.
 */
export function RecentTransactions({
  transactions,
}: {
  transactions: DashboardSummary['recenttransactions'];
}) {
  const { t } = useTranslation('dashboard');
  const phone = usePhone();
  return (
    <Paper component="section" aria-labelledby="recent-transactions" variant="outlined">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: { xs: 1, sm: 1.5 } }}>
        <Typography
          id="recent-transactions"
          variant="h6"
          component="h2"
          // A little smaller on a phone, beside the short "See all", it stays on one line.
          sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1.1rem', sm: '1.25rem' } }}
        >
          {t('recent.title')}
        </Typography>
        <Button
          component={Link}
          to="/transactions/all"
          size="small"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t(phone ? 'recent.seeAll' : 'recent.all')}
        </Button>
      </Box>
      {transactions.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {t('recent.empty')}
        </Typography>
      ) : phone ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <RecentTransactionCards transactions={transactions} />
        </Box>
      ) : (
        <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
          <RecentTransactionsTable transactions={transactions} />
        </Suspense>
      )}
    </Paper>
  );
}
