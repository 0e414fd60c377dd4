import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/**
 * A table's closing total: one footer row headed by `label` (across `labelColSpan` columns),
 * then its amount cells. MUI greys a footer's text and shrinks it: a total reads as the body.
 */
export function TotalFooter({
  label,
  labelColSpan = 1,
  children,
}: {
  label: string;
  labelColSpan?: number;
  children: ReactNode;
}) {
  return (
    <TableFooter
      sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontSize: 'body2.fontSize' } }}
    >
      <TableRow>
        <TableCell component="th" scope="row" colSpan={labelColSpan} sx={{ fontWeight: 700 }}>
          {label}
        </TableCell>
        {children}
      </TableRow>
    </TableFooter>
  );
}
