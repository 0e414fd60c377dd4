import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';

export const gridPageSize = 100;

/**
 * A grid of rows in the server's order (newest first): sorting and filtering happen on the
 * server, so the grid's own menus are off. Wider than a phone, it scrolls sideways. The
 * count is said once, by the list's LoadMore footer: the grid's own footer shows only when the
 * rows loaded pass one grid page, and then only which rows ("101–200") with its page arrows.
 */
export function PagedGrid<Row extends GridValidRowModel>({
  rows,
  columns,
  getRowId,
  label,
  paginationModel,
  onPaginationModelChange,
  wrap = false,
}: {
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  getRowId: (row: Row) => string;
  label: string;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  /** Long cell texts wrap and the row grows, instead of being cut off. */
  wrap?: boolean;
}) {
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      aria-label={label}
      autoHeight
      density="compact"
      disableColumnMenu
      disableColumnSorting
      disableRowSelectionOnClick
      pageSizeOptions={[gridPageSize]}
      hideFooter={rows.length <= gridPageSize}
      localeText={{ paginationDisplayedRows: ({ from, to }) => `${from}–${to}` }}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      getRowHeight={wrap ? () => 'auto' : undefined}
      sx={[
        { border: 0 },
        wrap && { '& .MuiDataGrid-cell': { whiteSpace: 'normal', py: 0.75, lineHeight: 1.45 } },
      ]}
    />
  );
}
