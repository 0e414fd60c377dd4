import type { PdfDocument } from './load-pdf-kit';
import { brandColor, drawPageNumbers, margin, pdfT, pdfText } from './pdf-layout';
import { startPdf } from './start-pdf';

/** More columns than this do not fit a portrait A4 page: the table turns landscape. */
const portraitColumns = 5;

/** A list as a PDF: the brand header, the title, and every row in one table. */
export async function buildTablePdf(
  title: string,
  head: readonly string[],
  body: readonly (readonly string[])[],
  now = new Date(),
): Promise<PdfDocument> {
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
    theme: 'striped',
    styles: { fontSize: 9, cellPadding: 2, overflow: 'linebreak' },
    headStyles: { fillColor: brandColor, textColor: 255, fontStyle: 'bold' },
  });
  drawPageNumbers(doc);
  return doc;
}
