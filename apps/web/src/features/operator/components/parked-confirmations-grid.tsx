import type { GridColDef } from '@mui/x-data-grid';
import { formatKes } from '@rental/shared/money';
import type { OperatorParkedConfirmation } from '@rental/shared/schemas/operator';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridPageSize, PagedGrid } from '../../../components/paged/paged-grid';
import { formatDayTime } from '../../../lib/format-date';
import { RetryConfirmationButton } from './retry-confirmation-button';
import { TextLines } from './text-lines';

/** Parked confirmations in columns; the error wraps, the Retry button ends each row. */
export function ParkedConfirmationsGrid({ rows }: { rows: readonly OperatorParkedConfirmation[] }) {
  const { t } = useTranslation('operator');
  const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: gridPageSize });
  const columns = useMemo<GridColDef<OperatorParkedConfirmation>[]>(
    () => [
      {
        field: 'parkedat',
        headerName: t('parked.columns.parked'),
        width: 150,
        renderCell: ({ row }) => (
          <TextLines
            lines={[
              formatDayTime(row.parkedat),
              t('parked.received', { date: formatDayTime(row.receivedat) }),
            ]}
          />
        ),
      },
      {
        field: 'organizationname',
        headerName: t('parked.columns.organization'),
        flex: 1,
        minWidth: 160,
      },
      {
        field: 'transid',
        headerName: t('parked.columns.code'),
        width: 130,
        valueGetter: (_value, row) => row.transid ?? t('parked.noCode'),
      },
      {
        field: 'amount',
        headerName: t('parked.columns.amount'),
        width: 120,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) =>
          row.amount === null ? t('parked.unreadable') : formatKes(row.amount),
      },
      {
        field: 'lasterror',
        headerName: t('parked.columns.error'),
        flex: 2,
        minWidth: 220,
        renderCell: ({ row }) => (
          <TextLines
            lines={[
              row.lasterror ?? t('parked.noError'),
              t('parked.attempts', { count: row.attempts }),
            ]}
          />
        ),
      },
      {
        field: 'actions',
        headerName: t('parked.columns.actions'),
        width: 120,
        renderCell: ({ row }) => <RetryConfirmationButton confirmation={row} />,
      },
    ],
    [t],
  );
  return (
    <PagedGrid
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      label={t('parked.listLabel')}
      paginationModel={paginationModel}
      onPaginationModelChange={setPaginationModel}
      wrap
    />
  );
}
