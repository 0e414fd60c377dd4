import type { GridColDef } from '@mui/x-data-grid';
import { formatKes } from '@rental/shared/money';
import type { OperatorSubscriptionPayment } from '@rental/shared/schemas/operator';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridPageSize, PagedGrid } from '../../../components/paged/paged-grid';
import { formatDay } from '../../../lib/format-date';
import { planName } from '../lib/organization-lines';
import { PaymentStatusChip } from './payment-status-chip';

/** Subscription payments across organizations in columns (amounts right-aligned). */
export function SubscriptionPaymentsGrid({
  rows,
}: {
  rows: readonly OperatorSubscriptionPayment[];
}) {
  const { t } = useTranslation('operator');
  const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: gridPageSize });
  const columns = useMemo<GridColDef<OperatorSubscriptionPayment>[]>(
    () => [
      {
        field: 'createdat',
        headerName: t('payments.columns.date'),
        width: 120,
        valueGetter: (_value, row) => formatDay(row.createdat),
      },
      {
        field: 'organizationname',
        headerName: t('payments.columns.organization'),
        flex: 1,
        minWidth: 180,
      },
      {
        field: 'planid',
        headerName: t('payments.columns.plan'),
        width: 130,
        valueGetter: (_value, row) => planName(row.planid, t),
      },
      {
        field: 'amount',
        headerName: t('payments.columns.amount'),
        width: 130,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => formatKes(row.amount),
      },
      {
        field: 'status',
        headerName: t('payments.columns.status'),
        width: 130,
        renderCell: ({ row }) => <PaymentStatusChip status={row.status} />,
      },
      {
        field: 'mpesareceipt',
        headerName: t('payments.columns.receipt'),
        width: 160,
        valueGetter: (_value, row) => row.mpesareceipt ?? t('payments.noReceipt'),
      },
    ],
    [t],
  );
  return (
    <PagedGrid
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      label={t('payments.listLabel')}
      paginationModel={paginationModel}
      onPaginationModelChange={setPaginationModel}
      wrap
    />
  );
}
