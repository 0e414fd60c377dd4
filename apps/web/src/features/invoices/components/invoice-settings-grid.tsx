import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { InvoiceSetting } from '@rental/shared/schemas/invoice-settings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format-date';
import { dueRuleWords } from '../lib/due-rule-words';
import { LastRunSummary } from './last-run-summary';

/** The scheduled invoices as a table (tablets and wider), with edit and delete links per row. */
export function InvoiceSettingsGrid({
  settings,
  emptyText,
}: {
  settings: readonly InvoiceSetting[];
  emptyText: string;
}) {
  const { t } = useTranslation('invoices');
  const columns = useMemo<GridColDef<InvoiceSetting>[]>(
    () => [
      {
        field: 'invoicetype',
        headerName: t('columns.invoicetype'),
        minWidth: 150,
        flex: 1,
        valueGetter: (_value, row) => t(`invoiceTypes.${row.settingdata.invoicetype}`),
      },
      { field: 'rentalname', headerName: t('columns.rental'), minWidth: 120, flex: 1 },
      {
        field: 'billingfrequency',
        headerName: t('columns.billingfrequency'),
        minWidth: 100,
        valueGetter: (_value, row) => t(`frequencies.${row.settingdata.billingfrequency}`),
      },
      {
        field: 'due',
        headerName: t('columns.due'),
        minWidth: 150,
        sortable: false,
        valueGetter: (_value, row) =>
          dueRuleWords(t, { rule: row.settingdata.duerule, days: row.settingdata.duedays }),
      },
      {
        field: 'startdate',
        headerName: t('columns.startdate'),
        minWidth: 130,
        valueGetter: (_value, row) => row.settingdata.startdate,
        valueFormatter: (value: string) => formatCalendarDate(value),
      },
      {
        field: 'nextbillingdate',
        headerName: t('columns.nextbillingdate'),
        minWidth: 130,
        valueGetter: (_value, row) => row.settingdata.nextbillingdate,
        valueFormatter: (value: string) => formatCalendarDate(value),
      },
      {
        field: 'lastrunnote',
        headerName: t('columns.lastrunnote'),
        sortable: false,
        minWidth: 180,
        flex: 1,
        renderCell: ({ row }) => <LastRunSummary setting={row} />,
      },
      {
        field: 'actions',
        headerName: t('list.actions'),
        sortable: false,
        filterable: false,
        minWidth: 96,
        renderCell: ({ row }) => {
          const names = {
            type: t(`invoiceTypes.${row.settingdata.invoicetype}`),
            rental: row.rentalname,
          };
          return (
            <>
              <IconButton
                component={Link}
                to={`/invoice-details/${row.settingid}`}
                aria-label={t('list.edit', names)}
                size="small"
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
              <IconButton
                component={Link}
                to={`/invoice-details/delete/${row.settingid}`}
                aria-label={t('list.delete', names)}
                size="small"
                color="error"
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </>
          );
        },
      },
    ],
    [t],
  );

  return (
    <DataGrid
      rows={settings}
      columns={columns}
      getRowId={(row) => row.settingid}
      getRowHeight={() => 'auto'}
      autoHeight
      disableRowSelectionOnClick
      disableColumnMenu
      hideFooter={settings.length <= 25}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25]}
      localeText={{ noRowsLabel: emptyText }}
      aria-label={t('list.title')}
      sx={{ border: 0, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
