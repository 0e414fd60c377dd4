import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridPageSize, PagedGrid } from '../../../components/paged/paged-grid';
import {
  dateLines,
  lastActivity,
  planLines,
  suspensionLine,
  usageLines,
} from '../lib/organization-lines';
import { OrganizationActions } from './organization-actions';
import { OrganizationStatusChip } from './organization-status-chip';
import { TextLines } from './text-lines';

/** The organizations in columns, several lines a cell, with the operator's actions per row. */
export function OrganizationsGrid({ rows }: { rows: readonly OperatorOrganization[] }) {
  const { t } = useTranslation('operator');
  const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: gridPageSize });
  const columns = useMemo<GridColDef<OperatorOrganization>[]>(
    () => [
      {
        field: 'name',
        headerName: t('organizations.columns.organization'),
        flex: 1,
        minWidth: 190,
        renderCell: ({ row }) => (
          <TextLines
            strongFirst
            lines={[row.name, row.ownername, row.ownerphone, t(`accountTypes.${row.accounttype}`)]}
          />
        ),
      },
      {
        field: 'planid',
        headerName: t('organizations.columns.plan'),
        width: 135,
        renderCell: ({ row }) => <TextLines lines={planLines(row, t)} />,
      },
      {
        field: 'status',
        headerName: t('organizations.columns.status'),
        width: 140,
        renderCell: ({ row }) => {
          const suspension = suspensionLine(row, t);
          return (
            <Box>
              <OrganizationStatusChip status={row.status} />
              {suspension && <TextLines lines={[suspension]} />}
            </Box>
          );
        },
      },
      {
        field: 'dates',
        headerName: t('organizations.columns.dates'),
        width: 180,
        renderCell: ({ row }) => <TextLines lines={dateLines(row, t)} />,
      },
      {
        field: 'usage',
        headerName: t('organizations.columns.usage'),
        width: 205,
        renderCell: ({ row }) => <TextLines lines={usageLines(row, t)} />,
      },
      {
        field: 'lastactivityat',
        headerName: t('organizations.columns.lastActivity'),
        width: 115,
        renderCell: ({ row }) => <TextLines lines={[lastActivity(row, t)]} />,
      },
      {
        field: 'actions',
        headerName: t('organizations.columns.actions'),
        width: 110,
        renderCell: ({ row }) => <OrganizationActions organization={row} variant="icons" />,
      },
    ],
    [t],
  );

  return (
    <PagedGrid
      rows={rows}
      columns={columns}
      getRowId={(row) => row.organizationid}
      label={t('organizations.listLabel')}
      paginationModel={paginationModel}
      onPaginationModelChange={setPaginationModel}
      wrap
    />
  );
}
