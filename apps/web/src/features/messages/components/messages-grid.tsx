import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { SmsMessage } from '@rental/shared/schemas/sms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsStatusChip } from '../../../components/sms-status-chip';
import { formatDayTime } from '../../../lib/format-date';
import { failureText } from '../../../lib/sms-failure-text';
import { channelText } from './message-channel';
import { MessageTextLink } from './message-text-link';
import { ResendButton } from './resend-button';

export interface MessagesGridProps {
  messages: readonly SmsMessage[];
  onShowText: (message: SmsMessage) => void;
  onResend: (message: SmsMessage) => void;
  /** The message whose resend is on its way (its button waits). */
  resendingId?: string;
}

/** The outbox as a table (tablets and wider): the text is cut to two lines, the whole of it opens in a dialog. */
export function MessagesGrid({ messages, onShowText, onResend, resendingId }: MessagesGridProps) {
  const { t } = useTranslation('messages');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const columns = useMemo<GridColDef<SmsMessage>[]>(
    () => [
      {
        field: 'createdat',
        headerName: t('columns.createdat'),
        minWidth: 150,
        valueFormatter: (value: string) => formatDayTime(value),
      },
      { field: 'recipient', headerName: t('columns.recipient'), minWidth: 140, flex: 0.7 },
      { field: 'phonenumber', headerName: t('columns.phonenumber'), minWidth: 130 },
      {
        field: 'text',
        headerName: t('columns.text'),
        minWidth: 220,
        flex: 1.5,
        sortable: false,
        renderCell: ({ row }) => (
          <MessageTextLink message={row} onShowText={onShowText} sx={{ whiteSpace: 'normal' }} />
        ),
      },
      {
        field: 'parts',
        headerName: t('columns.parts'),
        type: 'number',
        minWidth: 70,
        width: 70,
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 110,
        renderCell: ({ row }) => <SmsStatusChip status={row.status} />,
      },
      {
        field: 'channel',
        headerName: t('columns.channel'),
        minWidth: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ whiteSpace: 'normal', py: 1 }}>
            {channelText(t, row)}
          </Typography>
        ),
      },
      {
        field: 'failurereason',
        headerName: t('columns.failurereason'),
        minWidth: 160,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Typography variant="body2" color="error" sx={{ whiteSpace: 'normal', py: 1 }}>
            {failureText(t, row) ?? ''}
          </Typography>
        ),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        minWidth: 112,
        renderCell: ({ row }) =>
          row.status === 'failed' ? (
            <ResendButton message={row} onResend={onResend} resendingId={resendingId} />
          ) : null,
      },
    ],
    [t, onShowText, onResend, resendingId],
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
      // Tablets: the phone number and parts are in the message dialog.
      columnVisibilityModel={narrow ? { phonenumber: false, parts: false } : {}}
      localeText={{ noRowsLabel: t('empty') }}
      aria-label={t('title')}
      sx={{
        border: 0,
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.75 },
      }}
    />
  );
}
