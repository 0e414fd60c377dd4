import type { UserOptions } from 'jspdf-autotable';
import { loadPdfKit, type PdfKit, type PdfDocument } from './load-pdf-kit';
import { brandColor, drawHeader, paleBrandColor, pdfText, type PdfIssuer } from './pdf-layout';

/**
 * A new PDF (millimetres) with the header and `title` drawn. `documentTitle` is what the
 * viewer's title bar shows, e.g. the title and the invoice number. A bill names its `issuer`
 * (the landlord) where exports name the product. Returns the document, the table plugin and
 * the y where the content starts.
 */
export async function startPdf({
  title,
  documentTitle = title,
  format = 'a4',
  orientation = 'portrait',
  now = new Date(),
  issuer,
}: {
  title: string;
  documentTitle?: string;
  format?: 'a4' | 'a5';
  orientation?: 'portrait' | 'landscape';
  now?: Date;
  issuer?: PdfIssuer;
}): Promise<{ doc: PdfDocument; autoTable: PdfKit['autoTable']; top: number }> {
  const { jsPDF, autoTable } = await loadPdfKit();
  const doc = new jsPDF({ orientation, unit: 'mm', format });
  doc.setProperties({ title: pdfText(documentTitle) });
  const top = drawHeader(doc, title, now, issuer);
  return { doc, autoTable, top };
}

/** A table that ends in a total (invoice, statement): the total is bold on pale green, once. */
export const totalTableStyles = {
  showFoot: 'lastPage',
  headStyles: { fillColor: brandColor, textColor: 255 },
  footStyles: { fillColor: paleBrandColor, textColor: 20, fontStyle: 'bold' },
} satisfies UserOptions;
