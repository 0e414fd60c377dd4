import { formatCalendarDay, formatCalendarMonth } from '@rental/shared/date-format';
import type { InvoiceType, Language } from '@rental/shared/enums';
import { formatKes, formatKesFigure } from '@rental/shared/money';
import type { InvoiceBill } from '@rental/shared/schemas/bills';
import {
  drawHeader,
  drawPageNumbers,
  margin,
  mutedColor,
  newPdf,
  pdfBuffer,
  pdfText,
  textColor,
} from '../../lib/branded-pdf.js';
import { drawBox, drawEtimsBox, drawFacts, payToText, type EtimsFacts } from './pdf-parts.js';
import { billWords, type BillWords } from './pdf-words.js';

/** What the invoice PDF prints: the bill (figures in KES, from the statement) and its line. */
export interface InvoicePdfFacts {
  bill: InvoiceBill;
  tenantName: string;
  houseNumber: string;
  rentalName: string;
  invoiceType: InvoiceType;
  /** YYYY-MM-DD: the month the line names. */
  billingDate: string;
  /** What a one-off charge or late fee is for; '' for scheduled invoices. */
  description: string;
  /** What KRA's eTIMS gave the invoice, once it took it. */
  etims: EtimsFacts | null;
}

/** Charges billed by hand say what they are for; the rest say the month and the kind. */
const describedTypes = new Set<InvoiceType>(['One-off Charge', 'Late Fee']);

function lineText(words: BillWords, facts: InvoicePdfFacts, language: Language) {
  if (describedTypes.has(facts.invoiceType) && facts.description) {
    return words.describedLine(facts.description, facts.houseNumber);
  }
  const month = formatCalendarMonth(facts.billingDate.slice(0, 7), language);
  return words.lineItem(month, words.kinds[facts.invoiceType], facts.houseNumber);
}

/** Paid in full and when, nothing left to pay, or where to pay what is left and by when. */
function payLines(words: BillWords, bill: InvoiceBill, language: Language): string[] {
  if (bill.status === 'paid') {
    return [
      bill.paidon ? words.paidInFull(formatCalendarDay(bill.paidon, language)) : words.paidThanks,
    ];
  }
  if (bill.lefttopay <= 0) return [words.nothingDue];
  const by = words.payBy(formatKes(bill.lefttopay), formatCalendarDay(bill.duedate, language));
  return [payToText(words, bill.payee), by];
}

/**
 * An invoice as the web's invoice PDF has it (apps/web/src/lib/pdf/invoice-pdf.ts), for the
 * WhatsApp message that carries it: the landlord in the header, whom it bills, the number,
 * dates, the line, brought forward, total due, what was paid since and what is left, how to
 * pay (paybill and account), a status stamp, and KRA's control number, signature and the QR
 * code of its receipt link.
 */
export async function buildInvoicePdf(
  facts: InvoicePdfFacts,
  language: Language,
  now: Date,
): Promise<Buffer> {
  const words = billWords[language];
  const { bill } = facts;
  const doc = await newPdf(`${words.invoice} ${bill.invoicenumber}`);
  const top = drawHeader(doc, { title: words.invoice, issuer: bill.payee, now, language });
  const width = doc.internal.pageSize.getWidth();
  const right = width - margin;

  const stamp = words.stamp[bill.status];
  if (stamp) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(14);
    doc.setTextColor(...mutedColor);
    doc.text(pdfText(stamp), right, top + 2, { align: 'right' });
  }
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.setTextColor(...mutedColor);
  doc.text(pdfText(words.billTo.toUpperCase()), margin, top + 10);
  doc.setFontSize(12);
  doc.setTextColor(...textColor);
  doc.text(pdfText(facts.tenantName), margin, top + 16);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const place = words.house(facts.houseNumber, facts.rentalName);
  doc.text(
    doc.splitTextToSize(pdfText(place), width / 2 - margin - 4) as string[],
    margin,
    top + 22,
  );
  const factsEnd = drawFacts(
    doc,
    [
      [words.invoiceNumber, bill.invoicenumber],
      [words.invoiceDate, formatCalendarDay(bill.invoicedate, language)],
      [words.dueDate, formatCalendarDay(bill.duedate, language)],
    ],
    width / 2 + 4,
    top + 10,
    44,
  );

  // The line and the totals under it: description on the left, KES on the right.
  let y = Math.max(top + 34, factsEnd + 4);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.text(pdfText(words.description), margin, y);
  doc.text(pdfText(words.amount), right, y, { align: 'right' });
  doc.setDrawColor(...mutedColor);
  doc.setLineWidth(0.2);
  doc.line(margin, y + 2, right, y + 2);
  y += 8;
  doc.setFont('helvetica', 'normal');
  const line = doc.splitTextToSize(
    pdfText(lineText(words, facts, language)),
    width - 2 * margin - 40,
  ) as string[];
  doc.text(line, margin, y);
  doc.text(formatKesFigure(bill.amount), right, y, { align: 'right' });
  y += 5 * line.length + 2;
  doc.line(margin, y, right, y);
  y += 6;
  const paidSince = bill.paid > 0 || bill.status === 'paid';
  const totals: [string, string, boolean][] = [
    [words.broughtForward, formatKesFigure(bill.broughtforward), false],
    [words.thisInvoice, formatKesFigure(bill.amount), false],
    [words.totalDue, formatKes(bill.totaldue), !paidSince],
    ...(paidSince
      ? ([
          [words.paid, formatKesFigure(-bill.paid), false],
          [words.leftToPay, formatKes(bill.lefttopay), true],
        ] as [string, string, boolean][])
      : []),
  ];
  for (const [label, figure, bold] of totals) {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.text(pdfText(label), right - 45, y, { align: 'right' });
    doc.text(pdfText(figure), right, y, { align: 'right' });
    y += 6;
  }

  y = drawBox(doc, y + 4, words.howToPay, payLines(words, bill, language));
  if (facts.etims) y = await drawEtimsBox(doc, y + 6, words, facts.etims);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(...mutedColor);
  doc.text(pdfText(words.currency), margin, y + 8);
  drawPageNumbers(doc, language);
  return pdfBuffer(doc);
}
