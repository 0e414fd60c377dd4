import Papa from 'papaparse';
import { cellText, totalsRow, type CsvOptions, type ExportColumn } from './table-cells';

// The CSV writer, loaded when a list is first exported (exportRowsToCsv in table-export.ts).

/**
 * A cell Excel would run as a formula (=, +, @, or - before something other than a number) is
 * prefixed with a quote; negative amounts stay numbers.
 */
const formulaStart = /^(?:[=+@\t\r]|-(?!\d+(?:[.,]\d+)*$))/;

/**
 * The CSV text of `rows` (a header line, then one line per row; CRLF as Excel writes it),
 * and with `totals` the totals row.
 */
export function buildCsv<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  { totals = false }: CsvOptions = {},
): string {
  const foot = totals && rows.length > 0 ? totalsRow(columns, rows) : null;
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: [
        ...rows.map((row) => columns.map((column) => cellText(column, row))),
        ...(foot ? [foot] : []),
      ],
    },
    { escapeFormulae: formulaStart, newline: '\r\n' },
  );
}
