import { formatKesFigure, kesToCents } from '@rental/shared/money';
import Papa from 'papaparse';
import { buildTablePdf, type TablePdfContent } from './pdf/table-pdf';
import { pdfT, safeFileName, savePdf } from './pdf/pdf-layout';

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

function cellText<T>(column: ExportColumn<T>, row: T): string {
  return 'kes' in column ? formatKesFigure(column.kes(row)) : column.value(row);
}

/**
 * The totals row: each amount column's sum (added in cents, so it is exact), "Total" in the
 * first column that is not money and a column's own `total` text in the others; null when
 * no column is money.
 */
function totalsRow<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string[] | null {
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

/**
 * A cell Excel would run as a formula (=, +, @, or - before something other than a number) is
 * prefixed with a quote; negative amounts stay numbers.
 */
const formulaStart = /^(?:[=+@\t\r]|-(?!\d+(?:[.,]\d+)*$))/;

/** What a CSV may add after its rows. */
export interface CsvOptions {
  /** End with the totals row the PDF prints (a report's CSV; a plain list has none). */
  totals?: boolean;
}

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

/** Saves a Blob under `filename` through a temporary link. */
export function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads `rows` as a CSV file; the byte-order mark makes Excel read it as UTF-8. Returns
 * how many rows it holds (what the export reports to the activity log).
 */
export function exportRowsToCsv<T>(
  filename: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  options: CsvOptions = {},
): number {
  const csv = buildCsv(columns, rows, options);
  downloadBlob(
    new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }),
    safeFileName(filename, 'csv'),
  );
  return rows.length;
}

/** What a report's PDF has besides its table: its figures, notes, who it is for. */
export type PdfReportParts = Pick<TablePdfContent, 'facts' | 'notes' | 'issuer' | 'documentTitle'>;

/**
 * Downloads `rows` as a PDF table under `title`, with the brand and the time it was made;
 * landscape when there are many columns; amounts right-aligned with their totals in the last
 * row; a report's `parts` around the table. jsPDF is loaded on the first call. Returns how
 * many rows it holds.
 */
export async function exportRowsToPdf<T>(
  title: string,
  filename: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  parts: PdfReportParts = {},
): Promise<number> {
  const doc = await buildTablePdf({
    ...parts,
    title,
    head: columns.map((column) => column.header),
    body: rows.map((row) => columns.map((column) => cellText(column, row))),
    amountColumns: columns.flatMap((column, index) =>
      'kes' in column || column.numeric ? [index] : [],
    ),
    foot: rows.length > 0 ? totalsRow(columns, rows) : null,
  });
  savePdf(doc, filename);
  return rows.length;
}
