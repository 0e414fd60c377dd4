import { formatKes } from '@rental/shared/money';
import type { Transaction } from '@rental/shared/schemas/transactions';
import { formatDayTime } from '../format-date';
import type { PdfDocument } from './load-pdf-kit';
import {
  brandColor,
  drawFacts,
  drawPageNumbers,
  margin,
  paleBrandColor,
  pdfT,
  pdfText,
  savePdf,
} from './pdf-layout';
import { startPdf } from './start-pdf';

/** A payment receipt: reference, date, tenant, house, mode, amount, description, recorder. */
export async function buildReceiptPdf(
  transaction: Transaction,
  now = new Date(),
): Promise<PdfDocument> {
  const data = transaction.transactiondata;
  const { doc, top } = await startPdf({
    title: pdfT('receipt.title'),
    documentTitle: `${pdfT('receipt.title')} ${transaction.reference}`,
    format: 'a5',
    now,
  });
  const width = doc.internal.pageSize.getWidth();

  // The amount first, in a band: what the tenant looks for on a receipt.
  doc.setFillColor(...paleBrandColor);
  doc.roundedRect(margin, top - 2, width - 2 * margin, 18, 2, 2, 'F');
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(...brandColor);
  doc.text(pdfT('receipt.amount'), margin + 4, top + 4);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(pdfText(formatKes(data.amount)), margin + 4, top + 12);

  const facts: [string, string][] = [
    [pdfT('receipt.reference'), transaction.reference],
    [pdfT('receipt.date'), formatDayTime(data.date)],
    [pdfT('receipt.tenant'), transaction.tenantname],
    [pdfT('receipt.house'), transaction.housenumber],
    [pdfT('receipt.type'), data.transactiontype],
    [pdfT('receipt.mode'), data.paymentmode],
  ];
  if (transaction.externalreference) {
    facts.push([pdfT('receipt.mpesaReceipt'), transaction.externalreference]);
  }
  facts.push(
    [pdfT('receipt.description'), data.description],
    [pdfT('receipt.recordedBy'), transaction.recordedby || pdfT('receipt.automatic')],
  );
  drawFacts(doc, facts, margin, top + 26, 36);
  drawPageNumbers(doc);
  return doc;
}

/** Builds the receipt and downloads it as receipt-<reference>.pdf. */
export async function downloadReceiptPdf(transaction: Transaction) {
  savePdf(await buildReceiptPdf(transaction), `receipt-${transaction.reference}`);
}
