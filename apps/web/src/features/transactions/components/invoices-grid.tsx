import { formatKes } from '@rental/shared/money';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDay } from '../../../lib/format-date';
import { tenantNameOf } from '../lib/transaction-columns';
import { InvoiceEtims } from './invoice-etims';
import { InvoiceStatusChip } from './invoice-status-chip';
import { InvoiceTypeCell } from './invoice-type-cell';
import { PagedGrid } from '../../../components/paged/paged-grid';
import { InvoicePdfButton } from './transaction-actions';
import { WaiveLateFeeButton } from './waive-late-fee';
import { invoiceTypeLabel } from '../../../lib/type-labels';

/** Sent invoices, newest first, with their status, a PDF each and Waive on late fees. */
export function InvoicesGrid({
  rows,
  paginationModel,
  onPaginationModelChange,
}: {
  rows: readonly SentInvoice[];
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}) {
  const { t } = useTranslation('transactions');
  // The KRA eTIMS column only for a landlord whose invoices go to KRA.
  const etims = rows.some((row) => row.etims);
  const columns = useMemo<GridColDef<SentInvoice>[]>(
    () => [
      {
        field: 'number',
        headerName: t('invoiceColumns.number'),
        width: 115,
        valueGetter: (_value, row) => invoiceNumberLabel(row.invoicedata.invoicenumber),
      },
      {
        field: 'date',
        headerName: t('invoiceColumns.date'),
        width: 110,
        valueGetter: (_value, row) => formatDay(row.invoicedata.invoicedate),
      },
      {
        field: 'tenant',
        headerName: t('invoiceColumns.tenant'),
        flex: 1,
        minWidth: 130,
        valueGetter: (_value, row) => tenantNameOf(row),
      },
      { field: 'housenumber', headerName: t('invoiceColumns.house'), width: 76 },
      {
        field: 'type',
        headerName: t('invoiceColumns.type'),
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) => invoiceTypeLabel(t, row.invoicedata.invoicetype),
        renderCell: ({ row }) => <InvoiceTypeCell data={row.invoicedata} />,
      },
      {
        field: 'duedate',
        headerName: t('invoiceColumns.duedate'),
        width: 120,
        valueGetter: (_value, row) => formatCalendarDate(row.invoicedata.duedate),
      },
      {
        field: 'amount',
        headerName: t('invoiceColumns.amount'),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => formatKes(row.invoicedata.invoiceamount),
      },
      {
        field: 'status',
        headerName: t('invoiceColumns.status'),
        width: 110,
        renderCell: ({ row }) => <InvoiceStatusChip status={row.invoicedata.status} />,
      },
      ...(etims
        ? [
            {
              field: 'etims',
              headerName: t('invoiceColumns.etims'),
              width: 150,
              sortable: false,
              valueGetter: (_value: unknown, row: SentInvoice) => row.etims?.controlnumber ?? '',
              renderCell: ({ row }: { row: SentInvoice }) => <InvoiceEtims etims={row.etims} />,
            } satisfies GridColDef<SentInvoice>,
          ]
        : []),
      {
        field: 'actions',
        headerName: t('invoiceColumns.actions'),
        width: 96,
        renderCell: ({ row }) => (
          <>
            <InvoicePdfButton row={row} />
            <WaiveLateFeeButton row={row} />
          </>
        ),
      },
    ],
    [t, etims],
  );

  return (
    <PagedGrid
      rows={rows}
      columns={columns}
      getRowId={(row) => row.invoiceid}
      label={t('tabs.invoices')}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
    />
  );
}
