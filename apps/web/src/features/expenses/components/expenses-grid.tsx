import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { formatKes } from '@rental/shared/money';
import type { Expense } from '@rental/shared/schemas/expenses';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedGrid } from '../../../components/paged/paged-grid';
import { formatCalendarDate } from '../../../lib/format-date';
import { rentalOf } from '../lib/expense-columns';
import { ExpenseActions } from './expense-actions';
import { paymentModeLabel } from '../../../lib/type-labels';

/** Expenses in columns (amounts right-aligned), with receipt, edit and delete per row. */
export function ExpensesGrid({
  rows,
  paginationModel,
  onPaginationModelChange,
}: {
  rows: readonly Expense[];
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}) {
  const { t } = useTranslation('expenses');
  const columns = useMemo<GridColDef<Expense>[]>(
    () => [
      {
        field: 'date',
        headerName: t('columns.date'),
        width: 115,
        valueGetter: (_value, row) => formatCalendarDate(row.expensedata.date),
      },
      {
        field: 'payee',
        headerName: t('columns.payee'),
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => row.expensedata.payee,
      },
      {
        field: 'category',
        headerName: t('columns.category'),
        width: 150,
        valueGetter: (_value, row) => t(`categories.${row.expensedata.category}`),
      },
      {
        field: 'rental',
        headerName: t('columns.rental'),
        flex: 1,
        minWidth: 130,
        valueGetter: (_value, row) => rentalOf(row, t),
      },
      {
        field: 'amount',
        headerName: t('columns.amount'),
        width: 135,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => formatKes(row.expensedata.amount),
      },
      {
        field: 'paymentmode',
        headerName: t('columns.paymentmode'),
        width: 85,
        valueGetter: (_value, row) => paymentModeLabel(t, row.expensedata.paymentmode),
      },
      {
        field: 'reference',
        headerName: t('columns.reference'),
        width: 130,
        valueGetter: (_value, row) => row.expensedata.reference,
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 125,
        renderCell: ({ row }) => <ExpenseActions row={row} />,
      },
    ],
    [t],
  );

  return (
    <PagedGrid
      rows={rows}
      columns={columns}
      getRowId={(row) => row.expenseid}
      label={t('listLabel')}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      // A long payee or category wraps rather than being cut off.
      wrap
    />
  );
}
