import type { PdfDocument } from './load-pdf-kit';
import {
  afterTable,
  brandColor,
  drawFacts,
  drawPageNumbers,
  margin,
  pdfT,
  pdfText,
  type PdfIssuer,
} from './pdf-layout';
import { startPdf, totalTableStyles } from './start-pdf';

/** More columns than this do not fit a portrait A4 page: the table turns landscape. */
const portraitColumns = 5;

export interface TablePdfContent {
  title: string;
  head: readonly string[];
  body: readonly (readonly string[])[];
  /** Indexes of the figure columns (money, counts, rates): right-aligned so they line up. */
  amountColumns?: readonly number[];
  /** A totals row printed bold after the last row (and only there, not on every page). */
  foot?: readonly string[] | null;
  /** A report's figures as label and value, above the table (a tax return's summary). */
  facts?: readonly (readonly [label: string, value: string])[];
  /** Paragraphs under the table: what the figures leave out, and why. */
  notes?: readonly string[];
  /** Who the report is for, in the header instead of the product name. */
  issuer?: PdfIssuer;
  /** What the viewer's title bar shows (default: the title). */
  documentTitle?: string;
}

/** Paragraphs from `y` on, wrapped to the page, continued on a new page at its foot. */
function drawNotes(doc: PdfDocument, notes: readonly string[], y: number) {
  const width = doc.internal.pageSize.getWidth() - 2 * margin;
  const bottom = doc.internal.pageSize.getHeight() - 16;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(20, 20, 20);
  let line = y;
  for (const note of notes) {
    const wrapped: string[] = doc.splitTextToSize(pdfText(note), width);
    if (line + 5 * wrapped.length > bottom) {
      doc.addPage();
      line = margin + 6;
    }
    doc.text(wrapped, margin, line);
    line += 5 * wrapped.length + 2;
  }
}

/**
 * A list as a PDF: the brand header, the title, the report's figures when it has any, every
 * row in one table, and the notes under it.
 */
export async function buildTablePdf(
  {
    title,
    head,
    body,
    amountColumns = [],
    foot = null,
    facts = [],
    notes = [],
    issuer,
    documentTitle,
  }: TablePdfContent,
  now = new Date(),
): Promise<PdfDocument> {
  const right = { halign: 'right' as const };
  const { doc, autoTable, top } = await startPdf({
    title,
    documentTitle,
    orientation: head.length > portraitColumns ? 'landscape' : 'portrait',
    now,
    issuer,
  });
  autoTable(doc, {
    startY: facts.length > 0 ? drawFacts(doc, facts, margin, top, 50) + 2 : top,
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
  if (notes.length > 0) drawNotes(doc, notes, afterTable(doc, top) + 8);
  drawPageNumbers(doc);
  return doc;
}
