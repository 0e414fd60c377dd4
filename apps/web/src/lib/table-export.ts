import { buildTablePdf, type TablePdfContent } from './pdf/table-pdf';
import { safeFileName, savePdf } from './pdf/pdf-layout';
import { downloadBlob } from './download-blob';
import { cellText, totalsRow, type CsvOptions, type ExportColumn } from './table-cells';

export type { CsvOptions, ExportColumn } from './table-cells';
// Kept apart so a screen that only saves a file does not load the PDF code's texts with it.
export { downloadBlob } from './download-blob';

/**
 * Downloads `rows` as a CSV file; the byte-order mark makes Excel read it as UTF-8. Returns
 * how many rows it holds (what the export reports to the activity log). The CSV writer
 * (csv.ts, with papaparse) is loaded on the first call.
 */
export async function exportRowsToCsv<T>(
  filename: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  options: CsvOptions = {},
): Promise<number> {
  const { buildCsv } = await import('./csv');
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
