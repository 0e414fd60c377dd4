import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { ActivityEntry } from '@rental/shared/schemas/activity';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedGrid } from '../../../components/paged/paged-grid';
import { formatDayTime } from '../../../lib/format-date';
import { summaryOf, whoOf } from '../lib/activity-columns';

/** The entries on wider screens: When, Who, What, IP. A long line wraps in its row. */
export function ActivityGrid({
  rows,
  paginationModel,
  onPaginationModelChange,
}: {
  rows: readonly ActivityEntry[];
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}) {
  // The summaries word expense categories and rent-change reasons from those features' texts:
  // loaded here, not left to whichever screen was opened before.
  const { t } = useTranslation(['activity', 'expenses', 'tenants']);
  const columns = useMemo<GridColDef<ActivityEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: t('columns.when'),
        width: 170,
        valueGetter: (_value, row) => formatDayTime(row.at),
      },
      {
        field: 'who',
        headerName: t('columns.who'),
        width: 200,
        valueGetter: (_value, row) => whoOf(row, t),
      },
      {
        field: 'what',
        headerName: t('columns.what'),
        flex: 1,
        minWidth: 280,
        valueGetter: (_value, row) => summaryOf(row, t),
      },
      {
        field: 'ip',
        headerName: t('columns.ip'),
        width: 140,
        valueGetter: (_value, row) => row.ip ?? t('noIp'),
      },
    ],
    [t],
  );

  return (
    <PagedGrid
      rows={rows}
      columns={columns}
      getRowId={(row) => row.activityid}
      label={t('listLabel')}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      wrap
    />
  );
}
