import i18next from 'i18next';
import type { InvoiceStatus } from '@rental/shared/enums';
import { formatKes, formatKesFigure } from '@rental/shared/money';
import type { InvoiceBill } from '@rental/shared/schemas/bills';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { getInvoiceBill } from '../bills';
import { formatCalendarDate, formatMonth } from '../format-date';
import type { PdfDocument } from './load-pdf-kit';
import { drawEtimsBox } from './etims-box';
import { drawPayBox, payToText } from './pay-box';
import {
  afterTable,
  drawFacts,
  drawPageNumbers,
  margin,
  mutedColor,
  pdfT,
  pdfText,
  savePdf,
} from './pdf-layout';
import { invoiceDescriptionLabel } from '../statement-line-text';
import { startPdf, totalTableStyles } from './start-pdf';

/** What the PDF reads of a sent invoice (the tenant's own page has no SMS text or tenant id). */
export type InvoicePdfSource = Omit<SentInvoice, 'tenantid' | 'message'>;

/** Charges billed by hand say what they are for; the rest say the month and the kind. */
const describedTypes = new Set(['One-off Charge', 'Late Fee']);

/**
 * The invoice's one line: "November 2026 rent, House B4"; a one-off charge or a late fee says
 * its own description ("Broken window pane, House B4"). The spec's quantity = amount is a
 * defect: the line is quantity 1 at the amount.
 */
export function invoiceLineText(invoice: InvoicePdfSource): string {
  const { invoicetype } = invoice.invoicedata;
  const description = invoiceDescriptionLabel(i18next.t.bind(i18next), invoice.invoicedata);
  const house = invoice.housenumber;
  if (describedTypes.has(invoicetype) && description) {
    return pdfT('invoice.describedLine', { description, house });
  }
  const kind = pdfT(`invoice.kinds.${invoicetype}`);
  // The month in the PDF's language, from the billing date (the server's `month` is English).
  const month = formatMonth(invoice.billingdate.slice(0, 7));
  return pdfT('invoice.lineItem', { month, kind, house });
}

const stampColors: Record<Exclude<InvoiceStatus, 'unpaid'>, [number, number, number]> = {
  paid: [27, 94, 32],
  'partially paid': [180, 110, 0],
  overdue: [198, 40, 40],
};

/**
 * PAID, PARTLY PAID or OVERDUE at the top right. An unpaid invoice not yet due has no stamp:
 * it is what every new bill is, and "UNPAID" in red would read as a complaint.
 */
function drawStamp(doc: PdfDocument, status: InvoiceStatus, y: number) {
  if (status === 'unpaid') return;
  const color = stampColors[status];
  const text = pdfT(`invoice.stamp.${status}`);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  const width = doc.getTextWidth(text) + 8;
  const x = doc.internal.pageSize.getWidth() - margin - width;
  doc.setDrawColor(...color);
  doc.setTextColor(...color);
  doc.setLineWidth(0.8);
  doc.roundedRect(x, y - 7, width, 10, 1.5, 1.5);
  doc.text(text, x + 4, y);
  doc.setLineWidth(0.2);
  doc.setTextColor(20, 20, 20);
}

/**
 * What the pay box says: paid in full and when, that nothing is left to pay, or where to pay
 * what is left (not the total the invoice first asked for) and by when.
 */
function payLines(bill: InvoiceBill): string[] {
  if (bill.status === 'paid') {
    return [
      bill.paidon
        ? pdfT('invoice.paidInFull', { date: formatCalendarDate(bill.paidon) })
        : pdfT('invoice.paidThanks'),
    ];
  }
  if (bill.lefttopay <= 0) return [pdfT('invoice.nothingDue')];
  const by = pdfT('invoice.payBy', {
    amount: formatKes(bill.lefttopay),
    date: formatCalendarDate(bill.duedate),
  });
  return [payToText(bill.payee), by];
}

const right = { halign: 'right' } as const;
const plain = { fontStyle: 'normal', fillColor: [255, 255, 255] } as const;

/** A row of the totals under the line: the label across three columns, the figure last. */
function totalRow(label: string, figure: string, bold: boolean) {
  const styles = bold ? right : { ...right, ...plain };
  return [
    { content: label, colSpan: 3, styles },
    { content: figure, styles },
  ];
}

/**
 * Brought forward, this invoice and the total due as the invoice was issued; once anything
 * was paid since, what was paid and what is left, in bold: the figure the tenant acts on.
 */
function totalRows(bill: InvoiceBill) {
  const paidSince = bill.paid > 0 || bill.status === 'paid';
  const rows = [
    totalRow(pdfT('invoice.broughtForward'), formatKesFigure(bill.broughtforward), false),
    totalRow(pdfT('invoice.thisInvoice'), formatKesFigure(bill.amount), false),
    totalRow(pdfT('invoice.totalDue'), pdfText(formatKes(bill.totaldue)), !paidSince),
  ];
  if (!paidSince) return rows;
  return [
    ...rows,
    totalRow(pdfT('invoice.paid'), formatKesFigure(-bill.paid), false),
    totalRow(pdfT('invoice.leftToPay'), pdfText(formatKes(bill.lefttopay)), true),
  ];
}

/**
 * A sent invoice a landlord can hand over: who bills (the landlord's name and phone in the
 * header), whom, the number INV-000123, invoice and due dates, the line at quantity 1, the
 * balance brought forward, this invoice and the total due, what was paid since and what is
 * left, where to pay what is left (paybill and account) or the day it was paid in full, and a
 * PAID / PARTLY PAID / OVERDUE stamp. Amounts in KES.
 */
export async function buildInvoicePdf(
  invoice: InvoicePdfSource,
  bill: InvoiceBill,
  now = new Date(),
): Promise<PdfDocument> {
  const data = invoice.invoicedata;
  const { payee } = bill;
  const { doc, autoTable, top } = await startPdf({
    title: pdfT('invoice.title'),
    documentTitle: `${pdfT('invoice.title')} ${bill.invoicenumber}`,
    now,
    issuer: payee,
  });
  const width = doc.internal.pageSize.getWidth();
  drawStamp(doc, bill.status, top + 3);

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.setTextColor(...mutedColor);
  doc.text(pdfText(pdfT('invoice.billTo').toUpperCase()), margin, top + 10);
  doc.setFontSize(12);
  doc.setTextColor(20, 20, 20);
  doc.text(pdfText(`${data.userfirstname} ${data.userlastname}`.trim()), margin, top + 16);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const place = pdfT('invoice.house', { house: invoice.housenumber, rental: invoice.rentalname });
  doc.text(
    doc.splitTextToSize(pdfText(place), width / 2 - margin - 4) as string[],
    margin,
    top + 22,
  );

  const factsEnd = drawFacts(
    doc,
    [
      [pdfT('invoice.number'), bill.invoicenumber],
      [pdfT('invoice.date'), formatCalendarDate(bill.invoicedate)],
      [pdfT('invoice.dueDate'), formatCalendarDate(bill.duedate)],
    ],
    width / 2 + 4,
    top + 10,
  );

  autoTable(doc, {
    startY: Math.max(top + 34, factsEnd + 2),
    margin: { left: margin, right: margin },
    head: [
      [
        pdfT('invoice.description'),
        { content: pdfT('invoice.quantity'), styles: right },
        { content: pdfT('invoice.unitPrice'), styles: right },
        { content: pdfT('invoice.amount'), styles: right },
      ],
    ],
    body: [
      [
        pdfText(invoiceLineText(invoice)),
        '1',
        formatKesFigure(bill.amount),
        formatKesFigure(bill.amount),
      ],
    ],
    foot: totalRows(bill),
    ...totalTableStyles,
    theme: 'grid',
    styles: { fontSize: 10, cellPadding: 3 },
    columnStyles: { 1: { halign: 'right' }, 2: { halign: 'right' }, 3: { halign: 'right' } },
  });

  const payEnd = drawPayBox(doc, afterTable(doc, top + 80) + 8, payLines(bill));
  const etimsEnd = await drawEtimsBox(doc, payEnd + 6, invoice.etims ?? undefined);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(...mutedColor);
  doc.text(pdfT('invoice.currency'), margin, (etimsEnd > payEnd ? etimsEnd : payEnd) + 8);
  drawPageNumbers(doc);
  return doc;
}

/** Builds the invoice PDF with the figures the server gives and downloads it. */
export async function downloadInvoicePdf(invoice: SentInvoice) {
  const bill = await getInvoiceBill(invoice.invoiceid);
  savePdf(await buildInvoicePdf(invoice, bill), `invoice-${bill.invoicenumber}`);
}
