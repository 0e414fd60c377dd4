import type { PdfDocument } from './load-pdf-kit';
import { brandColor, drawPageNumbers, margin, pdfT, pdfText } from './pdf-layout';
import { startPdf, totalTableStyles } from './start-pdf';

/** More columns than this do not fit a portrait A4 page: the table turns landscape. */
const portraitColumns = 5;

export interface TablePdfContent {
  title: string;
  head: readonly string[];
  body: readonly (readonly string[])[];
  /** Indexes of the money columns: right-aligned so the figures line up by their digits. */
  amountColumns?: readonly number[];
  /** A totals row printed bold after the last row (and only there, not on every page). */
  foot?: readonly string[] | null;
}

/** A list as a PDF: the brand header, the title, and every row in one table. */
export async function buildTablePdf(
  { title, head, body, amountColumns = [], foot = null }: TablePdfContent,
  now = new Date(),
): Promise<PdfDocument> {
  const right = { halign: 'right' as const };
  const { doc, autoTable, top } = await startPdf({
    title,
    orientation: head.length > portraitColumns ? 'landscape' : 'portrait',
    now,
  });
  autoTable(doc, {
    startY: top,
    margin: { left: margin, right: margin, bottom: 16 },
    head: [head.map(pdfText)],
    body:
      body.length > 0
        ? body.map((row) => row.map(pdfText))
        : [[{ content: pdfT('noRows'), colSpan: head.length }]],
    foot: foot ? [foot.map(pdfText)] : undefined,
    showFoot: 'lastPage',
    theme: 'striped',
    styles: { fontSize: 9, cellPadding: 2, overflow: 'linebreak' },
    headStyles: { fillColor: brandColor, textColor: 255, fontStyle: 'bold' },
    footStyles: totalTableStyles.footStyles,
    columnStyles: Object.fromEntries(amountColumns.map((index) => [index, right])),
    // The heading of an amount column sits over its figures.
    didParseCell: ({ section, column, cell }) => {
      if (section !== 'body' && amountColumns.includes(column.index)) cell.styles.halign = 'right';
    },
  });
  drawPageNumbers(doc);
  return doc;
}
