import { formatKes } from '@rental/shared/money';
import type { Transaction } from '@rental/shared/schemas/transactions';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { recorderOf } from '../lib/transaction-columns';
import { PagedGrid } from '../../../components/paged/paged-grid';
import { TransactionActions } from './transaction-actions';
import { ReversedChip } from './reversed-chip';
import { VerifiedMark } from './verified-mark';
import { transactionTypeLabel, paymentModeLabel } from '../../../lib/type-labels';
import { shownReference } from '../../../lib/payment-reference';

/**
 * Transactions in the spec's columns (Date, Reference, Tenant Name, Amount, Transaction Type,
 * Mode, Recorded By), with a view link and a receipt each.
 */
export function TransactionsGrid({
  rows,
  paginationModel,
  onPaginationModelChange,
}: {
  rows: readonly Transaction[];
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}) {
  const { t } = useTranslation('transactions');
  const columns = useMemo<GridColDef<Transaction>[]>(
    () => [
      {
        field: 'date',
        headerName: t('columns.date'),
        width: 120,
        valueGetter: (_value, row) => formatDay(row.transactiondata.date),
      },
      // The M-PESA receipt code, never the internal id (issue 30).
      {
        field: 'reference',
        headerName: t('columns.reference'),
        width: 130,
        valueGetter: (_value, row) => shownReference(row),
      },
      {
        field: 'tenantname',
        headerName: t('columns.tenantname'),
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) =>
          row.housenumber ? `${row.tenantname} (${row.housenumber})` : row.tenantname,
      },
      {
        field: 'amount',
        headerName: t('columns.amount'),
        width: 130,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => formatKes(row.transactiondata.amount),
      },
      {
        field: 'transactiontype',
        headerName: t('columns.transactiontype'),
        width: 150,
        valueGetter: (_value, row) => transactionTypeLabel(t, row.transactiondata.transactiontype),
      },
      {
        field: 'paymentmode',
        headerName: t('columns.paymentmode'),
        width: 90,
        valueGetter: (_value, row) => paymentModeLabel(t, row.transactiondata.paymentmode),
      },
      {
        field: 'verified',
        headerName: t('verification.label'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) =>
          row.reversal ? <ReversedChip transaction={row} /> : <VerifiedMark transaction={row} />,
      },
      {
        field: 'recordedby',
        headerName: t('columns.recordedby'),
        width: 140,
        valueGetter: (_value, row) => recorderOf(row, t),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 100,
        renderCell: ({ row }) => <TransactionActions row={row} />,
      },
    ],
    [t],
  );

  return (
    <PagedGrid
      rows={rows}
      columns={columns}
      getRowId={(row) => row.transactionid}
      label={t('title')}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
    />
  );
}
