import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatKes } from '@rental/shared/money';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/format-balance';
import { paymentModeLabel } from '../../../lib/payment-labels';
import { RecentStatusChip } from './recent-status-chip';

type RecentTransaction = DashboardSummary['recenttransactions'][number] & { index: number };

/**
 * The latest payments as a table (spec columns), for a wide screen. Its own module, loaded
 * only there (recent-transactions.tsx): the data grid is some 115 KB of gzipped script that a
 * phone, which shows cards instead, would otherwise download before its figures.
 */
export function RecentTransactionsTable({
  transactions,
}: {
  transactions: DashboardSummary['recenttransactions'];
}) {
  const { t } = useTranslation('dashboard');
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
  );
}
