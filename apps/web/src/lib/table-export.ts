import Papa from 'papaparse';
import { buildTablePdf } from './pdf/table-pdf';
import { safeFileName, savePdf } from './pdf/pdf-layout';

/** One column of an exported list: its heading and the cell text of a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string;
}

const amountFormat = new Intl.NumberFormat('en-KE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount cell of an export: "15,000.50" under a heading that names the currency. Excel
 * reads it as a number; the PDF shows it as people write it.
 */
export function exportAmount(kes: number): string {
  return amountFormat.format(kes);
}

/**
 * A cell Excel would run as a formula (=, +, @, or - before something other than a number) is
 * prefixed with a quote; negative amounts stay numbers.
 */
const formulaStart = /^(?:[=+@\t\r]|-(?!\d+(?:[.,]\d+)*$))/;

/** The CSV text of `rows` (a header line, then one line per row; CRLF as Excel writes it). */
export function buildCsv<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row))),
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
): number {
  const csv = buildCsv(columns, rows);
  downloadBlob(
    new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }),
    safeFileName(filename, 'csv'),
  );
  return rows.length;
}

/**
 * Downloads `rows` as a PDF table under `title`, with the brand and the time it was made;
 * landscape when there are many columns. jsPDF is loaded on the first call. Returns how many
 * rows it holds.
 */
export async function exportRowsToPdf<T>(
  title: string,
  filename: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): Promise<number> {
  const doc = await buildTablePdf(
    title,
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
  savePdf(doc, filename);
  return rows.length;
}
