import { formatInstantDayTime } from '@rental/shared/date-format';
import type { Language, PaymentMode } from '@rental/shared/enums';
import { formatBalance, formatKes } from '@rental/shared/money';
import type { BillPayee } from '@rental/shared/schemas/bills';
import {
  brandColor,
  drawHeader,
  drawPageNumbers,
  margin,
  newPdf,
  pdfBuffer,
  pdfText,
  textColor,
} from '../../lib/branded-pdf.js';
import { drawBox, drawFacts, payToText } from './pdf-parts.js';
import { billWords } from './pdf-words.js';

/** What the receipt PDF prints of a payment (amounts in KES). */
export interface ReceiptPdfFacts {
  payee: BillPayee;
  /** The M-PESA receipt code the tenant knows, else the payment's reference. */
  reference: string;
  paidAt: Date;
  amount: number;
  tenantName: string;
  houseNumber: string;
  paymentMode: PaymentMode;
  /** The tenant's balance after it (its statement line); null when not a tenant's payment. */
  balanceAfter: number | null;
}

/**
 * A payment receipt as the web's (apps/web/src/lib/pdf/receipt-pdf.ts), for the WhatsApp
 * message that carries it: the landlord in the header, the amount received and the balance
 * after it, who received it, the reference, date, tenant, house and mode, and where to pay
 * what is still owed.
 */
export async function buildReceiptPdf(
  facts: ReceiptPdfFacts,
  language: Language,
  now: Date,
): Promise<Buffer> {
  const words = billWords[language];
  const doc = await newPdf(`${words.receipt} ${facts.reference}`);
  const top = drawHeader(doc, { title: words.receipt, issuer: facts.payee, now, language });
  const width = doc.internal.pageSize.getWidth();

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(...brandColor);
  doc.text(pdfText(words.received), margin, top + 2);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(pdfText(formatKes(facts.amount)), margin, top + 10);
  if (facts.balanceAfter !== null) {
    const after =
      facts.balanceAfter === 0 ? words.cleared : formatBalance(facts.balanceAfter, language);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.text(pdfText(words.balanceAfter), width - margin, top + 2, { align: 'right' });
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.text(pdfText(after), width - margin, top + 10, { align: 'right' });
  }
  doc.setTextColor(...textColor);

  const factsEnd = drawFacts(
    doc,
    [
      [words.receivedBy, words.payee(facts.payee.name, facts.payee.phone)],
      [words.reference, facts.reference],
      [words.date, formatInstantDayTime(facts.paidAt, language)],
      [words.tenant, facts.tenantName],
      [words.houseLabel, facts.houseNumber],
      [words.mode, words.modes[facts.paymentMode] ?? facts.paymentMode],
    ],
    margin,
    top + 22,
  );
  if (facts.balanceAfter !== null && facts.balanceAfter > 0) {
    drawBox(doc, factsEnd + 2, words.howToPay, [
      words.payRest(formatKes(facts.balanceAfter)),
      payToText(words, facts.payee),
    ]);
  }
  drawPageNumbers(doc, language);
  return pdfBuffer(doc);
}
