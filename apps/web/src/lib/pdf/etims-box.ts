import { drawQrCode } from '@rental/shared/pdf/qr';
import type { InvoiceEtims } from '@rental/shared/schemas/etims';
import type { PdfDocument } from './load-pdf-kit';
import { margin, mutedColor, pdfT, pdfText } from './pdf-layout';

/** The QR code's side on the page (mm): KRA's app reads it from a phone's camera. */
const qrSide = 28;

/**
 * What KRA's eTIMS gave a transmitted invoice (issue 34): the control unit's invoice number,
 * the receipt signature and a QR code of KRA's receipt link, so the tenant (or KRA) can check
 * it. Nothing for an invoice KRA has not taken. Returns where the box ends.
 */
export async function drawEtimsBox(
  doc: PdfDocument,
  y: number,
  etims: InvoiceEtims | undefined,
): Promise<number> {
  if (!etims || etims.status !== 'sent' || !etims.controlnumber) return y;
  const width = doc.internal.pageSize.getWidth() - 2 * margin;
  const textWidth = width - qrSide - 12;
  const height = etims.qrurl ? qrSide + 8 : 24;
  doc.setDrawColor(...mutedColor);
  doc.roundedRect(margin, y, width, height, 2, 2, 'S');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor(20, 20, 20);
  doc.text(pdfT('invoice.etims.title'), margin + 4, y + 6.5);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  const lines = [
    pdfT('invoice.etims.number', { number: etims.controlnumber }),
    ...(etims.signature ? [pdfT('invoice.etims.signature', { signature: etims.signature })] : []),
    ...(etims.qrurl ? [pdfT('invoice.etims.scan')] : []),
  ].flatMap((line) => doc.splitTextToSize(pdfText(line), textWidth) as string[]);
  lines.forEach((line, i) => doc.text(line, margin + 4, y + 12.5 + i * 5));
  // lean-qr is loaded there, with the PDF of an invoice KRA took only.
  if (etims.qrurl) await drawQrCode(doc, etims.qrurl, margin + width - qrSide - 4, y + 4, qrSide);
  return y + height;
}
