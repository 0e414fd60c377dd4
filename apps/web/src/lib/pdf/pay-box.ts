import type { BillPayee } from '@rental/shared/schemas/bills';
import type { PdfDocument } from './load-pdf-kit';
import { brandColor, margin, paleBrandColor, pdfT, pdfText } from './pdf-layout';

/** "M-PESA paybill 522522, account 1234567#A1", or that no paybill is set yet. */
export function payToText(payee: BillPayee): string {
  return payee.paybill
    ? pdfT('invoice.paybill', { paybill: payee.paybill, account: payee.account })
    : pdfT('invoice.paybillNotSet');
}

/**
 * "How to pay" in a pale green band across the page, the lines below the heading: where a
 * tenant's eye goes after the amount. Returns the y below the band.
 */
export function drawPayBox(doc: PdfDocument, y: number, lines: readonly string[]): number {
  const width = doc.internal.pageSize.getWidth() - 2 * margin;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const wrapped = lines.flatMap(
    (line) => doc.splitTextToSize(pdfText(line), width - 8) as string[],
  );
  const height = 11 + wrapped.length * 5.5;
  doc.setFillColor(...paleBrandColor);
  doc.roundedRect(margin, y, width, height, 2, 2, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor(...brandColor);
  doc.text(pdfT('howToPay'), margin + 4, y + 6.5);
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(20, 20, 20);
  wrapped.forEach((line, i) => doc.text(line, margin + 4, y + 12.5 + i * 5.5));
  return y + height;
}
