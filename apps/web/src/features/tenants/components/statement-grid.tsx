import { formatKesFigure } from '@rental/shared/money';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { LedgerEntry } from '@rental/shared/schemas/ledger';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalanceFigure } from '../../../lib/format-balance';
import { formatDay } from '../../../lib/format-date';
import { statementLineOf } from '../../../lib/statement-line-text';
import { newestFirst } from '../../../lib/statement-lines';

type Row = LedgerEntry & { id: number };

/** The statement's lines, newest first, amounts in KES; scrolls sideways on a phone. */
export function StatementGrid({ entries }: { entries: readonly LedgerEntry[] }) {
  const { t } = useTranslation('tenantStatement');
  const rows = useMemo(
    () => newestFirst(entries.map((entry, at) => ({ ...entry, id: at }))),
    [entries],
  );
  const columns = useMemo<GridColDef<Row>[]>(() => {
    const money = (field: 'debit' | 'credit' | 'balance', blankZero: boolean): GridColDef<Row> => ({
      field,
      headerName: `${t(`columns.${field}`)} (KES)`,
      // A credit in words ("Ana ziada ya KES 130,000") is wider than a figure.
      width: field === 'balance' ? 210 : 130,
      align: 'right',
      headerAlign: 'right',
      // A balance below zero is a credit, in words ("In credit KES 600"), never "-600".
      valueFormatter: (value: number) =>
        blankZero && value === 0
          ? ''
          : (field === 'balance' ? formatBalanceFigure : formatKesFigure)(value),
    });
    return [
      {
        field: 'date',
        headerName: t('columns.date'),
        width: 120,
        valueFormatter: (value: string) => formatDay(value),
      },
      {
        field: 'description',
        headerName: t('columns.description'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => statementLineOf(row, t),
      },
      // What people see: an M-PESA receipt code, never a payment's internal id (issue 30).
      { field: 'displayreference', headerName: t('columns.reference'), width: 140 },
      money('debit', true),
      money('credit', true),
      money('balance', false),
    ];
  }, [t]);

  return (
    <DataGrid
      rows={rows}
      columns={columns}
      aria-label={t('title')}
      autoHeight
      density="compact"
      disableColumnMenu
      disableColumnSorting
      disableRowSelectionOnClick
      pageSizeOptions={[100]}
      initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
      hideFooter={rows.length <= 100}
      sx={{ border: 0 }}
    />
  );
}
