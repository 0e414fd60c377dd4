import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatKes } from '@rental/shared/money';
import type { StatementLine } from '../lib/statement-lines';

/**
 * The statement's sum, line under line with the amounts right-aligned: the results (due,
 * carried forward) bold and ruled above, as on a paper statement. Two columns fit a phone.
 */
export function StatementSummary({ lines, label }: { lines: StatementLine[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {lines.map((line) => {
          const weight = line.result ? 700 : 400;
          const rule = line.result ? { borderTop: 2, borderTopColor: 'text.primary' } : {};
          return (
            <TableRow key={line.key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: weight, ...rule }}>
                {line.label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: weight, whiteSpace: 'nowrap', ...rule }}>
                {formatKes(line.amount)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
