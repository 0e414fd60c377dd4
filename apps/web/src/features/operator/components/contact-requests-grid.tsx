import type { GridColDef } from '@mui/x-data-grid';
import type { OperatorContactRequest } from '@rental/shared/schemas/operator';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridPageSize, PagedGrid } from '../../../components/paged/paged-grid';
import { formatDay } from '../../../lib/format-date';
import { ContactRequestEdit } from './contact-request-edit';
import { ContactStatusChip } from './contact-status-chip';
import { TextLines } from './text-lines';

/** The Enterprise inbox in columns: when, who, what they wrote, where it stands, the notes. */
export function ContactRequestsGrid({ rows }: { rows: readonly OperatorContactRequest[] }) {
  const { t } = useTranslation('operator');
  const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: gridPageSize });
  const columns = useMemo<GridColDef<OperatorContactRequest>[]>(
    () => [
      {
        field: 'createdat',
        headerName: t('contactRequests.columns.received'),
        width: 115,
        valueGetter: (_value, row) => formatDay(row.createdat),
      },
      {
        field: 'name',
        headerName: t('contactRequests.columns.from'),
        width: 220,
        renderCell: ({ row }) => (
          <TextLines
            strongFirst
            lines={[row.name, row.organizationname, row.phonenumber, row.email]}
          />
        ),
      },
      {
        field: 'message',
        headerName: t('contactRequests.columns.message'),
        flex: 1.4,
        minWidth: 220,
      },
      {
        field: 'status',
        headerName: t('contactRequests.columns.status'),
        width: 115,
        renderCell: ({ row }) => <ContactStatusChip status={row.status} />,
      },
      {
        field: 'notes',
        headerName: t('contactRequests.columns.notes'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <TextLines lines={[row.notes || t('contactRequests.noNotes')]} />,
      },
      {
        field: 'actions',
        headerName: t('contactRequests.columns.actions'),
        width: 80,
        renderCell: ({ row }) => <ContactRequestEdit request={row} />,
      },
    ],
    [t],
  );
  return (
    <PagedGrid
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      label={t('contactRequests.listLabel')}
      paginationModel={paginationModel}
      onPaginationModelChange={setPaginationModel}
      wrap
    />
  );
}
