import type { BillPayee } from '@rental/shared/schemas/bills';
import {
  brandColor,
  margin,
  mutedColor,
  pdfText,
  textColor,
  type PdfDocument,
} from '../../lib/branded-pdf.js';
import type { BillWords } from './pdf-words.js';

/**
 * The pieces the server's invoice and receipt PDFs share (decision 0067), drawn as the web's
 * (apps/web/src/lib/pdf/pdf-layout.ts, pay-box.ts): labelled facts, a boxed section. Plain text
 * lines only: a PDF made with compress:false keeps them readable in its bytes.
 */

const paleBrandColor: [number, number, number] = [232, 245, 233];

/** "M-PESA paybill 522522, account 1234567#A1", or that no paybill is set yet. */
export function payToText(words: BillWords, payee: BillPayee): string {
  return payee.paybill ? words.paybill(payee.paybill, payee.account) : words.paybillNotSet;
}

/** Label and value pairs, one a line, the labels muted; returns the y below the last. */
export function drawFacts(
  doc: PdfDocument,
  facts: readonly [string, string][],
  x: number,
  y: number,
  labelWidth = 40,
): number {
  const valueWidth = doc.internal.pageSize.getWidth() - margin - x - labelWidth;
  doc.setFontSize(10);
  for (const [label, value] of facts) {
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(...mutedColor);
    doc.text(pdfText(label), x, y);
    doc.setTextColor(...textColor);
    const lines = doc.splitTextToSize(pdfText(value || '-'), valueWidth) as string[];
    doc.text(lines, x + labelWidth, y);
    y += 6 * lines.length;
  }
  return y;
}

/**
 * A titled band across the page, `fill` pale green (how to pay) or outlined (KRA eTIMS), the
 * lines under the title. Returns the y below it.
 */
export function drawBox(
  doc: PdfDocument,
  y: number,
  title: string,
  lines: readonly string[],
  fill: boolean,
): number {
  const width = doc.internal.pageSize.getWidth() - 2 * margin;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const wrapped = lines.flatMap(
    (line) => doc.splitTextToSize(pdfText(line), width - 8) as string[],
  );
  const height = 11 + wrapped.length * 5.5;
  if (fill) {
    doc.setFillColor(...paleBrandColor);
    doc.roundedRect(margin, y, width, height, 2, 2, 'F');
  } else {
    doc.setDrawColor(...mutedColor);
    doc.setLineWidth(0.2);
    doc.roundedRect(margin, y, width, height, 2, 2, 'S');
  }
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(...(fill ? brandColor : textColor));
  doc.text(pdfText(title), margin + 4, y + 6.5);
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(...textColor);
  wrapped.forEach((line, i) => doc.text(line, margin + 4, y + 12.5 + i * 5.5));
  return y + height;
}
