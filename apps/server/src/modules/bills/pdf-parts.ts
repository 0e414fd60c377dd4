import { drawQrCode } from '@rental/shared/pdf/qr';
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
 * (apps/web/src/lib/pdf/pdf-layout.ts, pay-box.ts, etims-box.ts): labelled facts, a boxed
 * section, KRA's eTIMS box. Plain text lines: a PDF made with compress:false keeps them
 * readable in its bytes.
 */

const paleBrandColor: [number, number, number] = [232, 245, 233];

/** "M-PESA paybill 522522, account 1234567#A1", or that no paybill is set yet. */
export function payToText(words: BillWords, payee: BillPayee): string {
  return payee.paybill ? words.paybill(payee.paybill, payee.account) : words.paybillNotSet;
}

/** The room between a label and its value (mm). */
const factGap = 3;

/**
 * Label and value pairs, one a line, the labels muted; returns the y below the last. The
 * labels' column is as wide as the widest label (at least `labelWidth`, at most 60% of the
 * room: a longer label wraps), as the web's drawFacts: the Kiswahili "Tarehe ya mwisho ya
 * kulipa" never runs into its date.
 */
export function drawFacts(
  doc: PdfDocument,
  facts: readonly [string, string][],
  x: number,
  y: number,
  labelWidth = 40,
): number {
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const room = doc.internal.pageSize.getWidth() - margin - x;
  const widest = Math.max(0, ...facts.map(([label]) => doc.getTextWidth(pdfText(label))));
  const labelColumn = Math.min(Math.max(labelWidth, widest + factGap), room * 0.6);
  const valueWidth = room - labelColumn;
  for (const [label, value] of facts) {
    doc.setTextColor(...mutedColor);
    const labels = doc.splitTextToSize(pdfText(label), labelColumn - factGap) as string[];
    doc.text(labels, x, y);
    doc.setTextColor(...textColor);
    const lines = doc.splitTextToSize(pdfText(value || '-'), valueWidth) as string[];
    doc.text(lines, x + labelColumn, y);
    y += 6 * Math.max(labels.length, lines.length);
  }
  return y;
}

/** A titled pale green band across the page (how to pay), the lines under the title. */
export function drawBox(doc: PdfDocument, y: number, title: string, lines: readonly string[]) {
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
  doc.setTextColor(...brandColor);
  doc.text(pdfText(title), margin + 4, y + 6.5);
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(...textColor);
  wrapped.forEach((line, i) => doc.text(line, margin + 4, y + 12.5 + i * 5.5));
  return y + height;
}

/** What KRA's eTIMS gave an invoice it took (issue 34). */
export interface EtimsFacts {
  controlNumber: string;
  signature: string | null;
  /** KRA's receipt link, printed as a QR code. */
  qrUrl: string | null;
}

/** The QR code's side on the page (mm), as the web's: KRA's app reads it from a phone's camera. */
const qrSide = 28;

/**
 * KRA's box, outlined: the control unit's invoice number, the receipt signature and, with
 * KRA's receipt link, its QR code on the right with the words to scan it (the web's
 * etims-box.ts layout: the text wraps short of the code). Returns the y below it.
 */
export async function drawEtimsBox(
  doc: PdfDocument,
  y: number,
  words: BillWords,
  etims: EtimsFacts,
): Promise<number> {
  const width = doc.internal.pageSize.getWidth() - 2 * margin;
  const textWidth = etims.qrUrl ? width - qrSide - 12 : width - 8;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const lines = [
    words.etimsNumber(etims.controlNumber),
    ...(etims.signature ? [words.etimsSignature(etims.signature)] : []),
    ...(etims.qrUrl ? [words.etimsScan] : []),
  ].flatMap((line) => doc.splitTextToSize(pdfText(line), textWidth) as string[]);
  const height = Math.max(11 + lines.length * 5.5, etims.qrUrl ? qrSide + 8 : 0);
  doc.setDrawColor(...mutedColor);
  doc.setLineWidth(0.2);
  doc.roundedRect(margin, y, width, height, 2, 2, 'S');
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(...textColor);
  doc.text(pdfText(words.etimsTitle), margin + 4, y + 6.5);
  doc.setFont('helvetica', 'normal');
  lines.forEach((line, i) => doc.text(line, margin + 4, y + 12.5 + i * 5.5));
  if (etims.qrUrl) await drawQrCode(doc, etims.qrUrl, margin + width - qrSide - 4, y + 4, qrSide);
  return y + height;
}
