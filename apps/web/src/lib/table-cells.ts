import { formatKesFigure, kesToCents } from '@rental/shared/money';
import { pdfT } from './pdf/pdf-layout';

// What an exported list's CSV and PDF both write: its columns, cells and totals.

/**
 * One column of an exported list: its heading and the cell text of a row, or, for money, the
 * row's amount in KES (under a heading that names the currency): written "15,000" or
 * "15,000.50" (Excel reads both as numbers), right-aligned and totalled in the PDF.
 */
export type ExportColumn<T> =
  | {
      header: string;
      value: (row: T) => string;
      /** What this column says in the totals row (a count of units, the overall rate). */
      total?: string;
      /** A figure that is not money (a count, a rate): right-aligned in the PDF, not summed. */
      numeric?: boolean;
    }
  | { header: string; kes: (row: T) => number };

export function cellText<T>(column: ExportColumn<T>, row: T): string {
  return 'kes' in column ? formatKesFigure(column.kes(row)) : column.value(row);
}

/**
 * The totals row: each amount column's sum (added in cents, so it is exact), "Total" in the
 * first column that is not money and a column's own `total` text in the others; null when
 * no column is money.
 */
export function totalsRow<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): string[] | null {
  if (!columns.some((column) => 'kes' in column)) return null;
  const labelAt = columns.findIndex((column) => !('kes' in column));
  return columns.map((column, index) => {
    if ('kes' in column) {
      const cents = rows.reduce((sum, row) => sum + kesToCents(column.kes(row)), 0);
      return formatKesFigure(cents / 100);
    }
    return index === labelAt ? pdfT('total') : (column.total ?? '');
  });
}

/** What a CSV may add after its rows. */
export interface CsvOptions {
  /** End with the totals row the PDF prints (a report's CSV; a plain list has none). */
  totals?: boolean;
}
