import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { IncomingSms } from '@rental/shared/schemas/sms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayTime } from '../../../lib/format-date';
import { IncomingOutcome } from './incoming-outcome';

/** Received SMS as a table (tablets and wider); texts are short, so shown whole. */
export function IncomingGrid({ messages }: { messages: readonly IncomingSms[] }) {
  const { t } = useTranslation('messages');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const columns = useMemo<GridColDef<IncomingSms>[]>(
    () => [
      {
        field: 'receivedat',
        headerName: t('received.columns.receivedat'),
        minWidth: 150,
        valueFormatter: (value: string) => formatDayTime(value),
      },
      {
        field: 'sender',
        headerName: t('received.columns.sender'),
        minWidth: 140,
        flex: 0.7,
        valueGetter: (value: string | null) => value ?? t('received.unknownSender'),
      },
      { field: 'phonenumber', headerName: t('received.columns.phonenumber'), minWidth: 140 },
      {
        field: 'text',
        headerName: t('received.columns.text'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {row.text}
          </Typography>
        ),
      },
      {
        field: 'outcome',
        headerName: t('received.columns.outcome'),
        minWidth: 220,
        flex: 1,
        renderCell: ({ row }) => <IncomingOutcome message={row} />,
      },
    ],
    [t],
  );

  return (
    <DataGrid
      rows={messages}
      columns={columns}
      getRowId={(row) => row.messageid}
      getRowHeight={() => 'auto'}
      autoHeight
      disableRowSelectionOnClick
      disableColumnMenu
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
      // Tablets: the phone number is on the card of the sender's tenant.
      columnVisibilityModel={narrow ? { phonenumber: false } : {}}
      localeText={{ noRowsLabel: t('received.empty') }}
      aria-label={t('received.listLabel')}
      sx={{
        border: 0,
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.75 },
      }}
    />
  );
}
