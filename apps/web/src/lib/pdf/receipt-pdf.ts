import i18next from 'i18next';
import { formatKes } from '@rental/shared/money';
import type { PaymentReceipt } from '@rental/shared/schemas/bills';
import type { Transaction } from '@rental/shared/schemas/transactions';
import { getPaymentReceipt } from '../bills';
import { formatBalance } from '../format-balance';
import { formatDay, formatDayTime } from '../format-date';
import type { PdfDocument } from './load-pdf-kit';
import { drawPayBox, payToText } from './pay-box';
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
import { paymentLabel, shownReference } from '../payment-reference';
import { paymentDescriptionLabel, paymentModeLabel, transactionTypeLabel } from '../type-labels';

/** What the PDF reads of a payment (the tenant's own page has no user or tenant ids). */
export type ReceiptPdfSource = Omit<Transaction, 'transactiondata' | 'verified' | 'verifiedby'> & {
  transactiondata: Omit<Transaction['transactiondata'], 'tenantid' | 'userid'>;
  /** The tenant page's word that it was reversed: the day its reversal counts from. */
  reversedon?: string | null;
};

/** The day a reversed payment's reversal counts from, as the landlord's or the tenant's API says. */
function reversedOn(transaction: ReceiptPdfSource): string | null {
  return transaction.reversedon ?? transaction.reversal?.reversedon ?? null;
}

/** What is owed after the payment; a credit in words (format-balance.ts), never "KES -500". */
function balanceText(balance: number): string {
  if (balance > 0) return formatKes(balance);
  if (balance === 0) return pdfT('receipt.cleared');
  return formatBalance(balance);
}

/** The amount received, and the balance after it, in a band: what a tenant looks for first. */
function drawAmountBand(doc: PdfDocument, y: number, amount: number, after: number | null) {
  const width = doc.internal.pageSize.getWidth();
  doc.setFillColor(...paleBrandColor);
  doc.roundedRect(margin, y - 2, width - 2 * margin, 18, 2, 2, 'F');
  const column = (x: number, label: string, value: string, align: 'left' | 'right') => {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(...brandColor);
    doc.text(pdfText(label), x, y + 4, { align });
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(align === 'left' ? 16 : 12);
    doc.text(pdfText(value), x, y + 12, { align });
  };
  column(margin + 4, pdfT('receipt.amount'), formatKes(amount), 'left');
  if (after !== null) {
    column(width - margin - 4, pdfT('receipt.balanceAfter'), balanceText(after), 'right');
  }
  doc.setTextColor(20, 20, 20);
}

/**
 * A payment receipt from the landlord (name and phone in the header): the amount and the
 * balance after it, who received it, reference, date, tenant, house, mode, description and
 * recorder; when something is still owed, where to pay it.
 */
export async function buildReceiptPdf(
  transaction: ReceiptPdfSource,
  receipt: PaymentReceipt,
  now = new Date(),
): Promise<PdfDocument> {
  const data = transaction.transactiondata;
  const { payee, balanceafter } = receipt;
  const { doc, top } = await startPdf({
    title: pdfT('receipt.title'),
    documentTitle: `${pdfT('receipt.title')} ${paymentLabel(transaction)}`,
    format: 'a5',
    now,
    issuer: payee,
  });
  drawAmountBand(doc, top, data.amount, balanceafter);

  // Stored values (type, mode, a description the server wrote) in the reader's language.
  const t = i18next.t.bind(i18next);
  const facts: [string, string][] = [
    [pdfT('receipt.receivedBy'), pdfT('receipt.payee', { name: payee.name, phone: payee.phone })],
    // The M-PESA receipt code the tenant knows; never the internal id (issue 30).
    [pdfT('receipt.reference'), shownReference(transaction) || '-'],
    [pdfT('receipt.date'), formatDayTime(data.date)],
    [pdfT('receipt.tenant'), transaction.tenantname],
    [pdfT('receipt.house'), transaction.housenumber],
    [pdfT('receipt.type'), transactionTypeLabel(t, data.transactiontype)],
    [pdfT('receipt.mode'), paymentModeLabel(t, data.paymentmode)],
  ];
  facts.push(
    [pdfT('receipt.description'), paymentDescriptionLabel(t, data)],
    [pdfT('receipt.recordedBy'), transaction.recordedby || pdfT('receipt.automatic')],
  );
  const reversed = reversedOn(transaction);
  if (reversed !== null) {
    facts.push([
      pdfT('receipt.reversed'),
      pdfT('receipt.reversedOn', { date: formatDay(reversed) }),
    ]);
  }
  const factsEnd = drawFacts(doc, facts, margin, top + 26, 36);
  if (balanceafter !== null && balanceafter > 0) {
    drawPayBox(doc, factsEnd, [
      pdfT('receipt.payRest', { amount: formatKes(balanceafter) }),
      payToText(payee),
    ]);
  }
  drawPageNumbers(doc);
  return doc;
}

/** Builds the receipt with what the server says about it and downloads it. */
export async function downloadReceiptPdf(transaction: Transaction) {
  const receipt = await getPaymentReceipt(transaction.transactionid);
  savePdf(
    await buildReceiptPdf(transaction, receipt),
    `receipt-${shownReference(transaction) || transaction.housenumber}`,
  );
}
