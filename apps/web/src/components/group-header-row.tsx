import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** A table's group heading across all its columns (a rental in arrears and deposits). */
export function GroupHeaderRow({ label, colSpan }: { label: string; colSpan: number }) {
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="rowgroup"
        colSpan={colSpan}
        sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
      >
        {label}
      </TableCell>
    </TableRow>
  );
}
