import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatKes } from '@rental/shared/money';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePhone } from '../../../lib/use-phone';
import { paymentModeLabel } from '../../../lib/type-labels';
import { RecentStatusChip } from './recent-status-chip';
import { RecentTransactionCards } from './recent-transaction-cards';
import { formatBalance } from '../../../lib/format-balance';

type RecentTransaction = DashboardSummary['recenttransactions'][number] & { index: number };

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
  const rows = useMemo(
    () => transactions.map((transaction, at) => ({ ...transaction, index: at + 1 })),
    [transactions],
  );
  const columns = useMemo<GridColDef<RecentTransaction>[]>(
    () => [
      { field: 'index', headerName: t('recent.columns.index'), width: 56 },
      { field: 'fullname', headerName: t('recent.columns.fullname'), flex: 1, minWidth: 160 },
      { field: 'housenumber', headerName: t('recent.columns.housenumber'), width: 130 },
      {
        field: 'status',
        headerName: t('recent.columns.status'),
        width: 110,
        renderCell: ({ row }) => <RecentStatusChip status={row.status} />,
      },
      {
        field: 'paymentmode',
        headerName: t('recent.columns.paymentmode'),
        width: 130,
        valueGetter: (_value, row) => paymentModeLabel(t, row.paymentmode),
      },
      {
        field: 'amount',
        headerName: t('recent.columns.amount'),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatKes(value),
      },
      {
        field: 'balance',
        headerName: t('recent.columns.balance'),
        width: 160,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatBalance(value),
      },
    ],
    [t],
  );

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
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {t('recent.empty')}
        </Typography>
      ) : phone ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <RecentTransactionCards transactions={transactions} />
        </Box>
      ) : (
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={(row) => row.transactionid}
          aria-labelledby="recent-transactions"
          autoHeight
          density="compact"
          disableColumnMenu
          disableColumnSorting
          disableRowSelectionOnClick
          hideFooter
          sx={{ border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
        />
      )}
    </Paper>
  );
}
