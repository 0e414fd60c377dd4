import { formatKes } from '@rental/shared/money';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { formatDay } from '../format-date';
import type { PdfDocument } from './load-pdf-kit';
import {
  afterTable,
  drawFacts,
  drawPageNumbers,
  formatAmount,
  margin,
  mutedColor,
  pdfT,
  pdfText,
  savePdf,
} from './pdf-layout';
import { startPdf, totalTableStyles } from './start-pdf';

/**
 * A sent invoice as spec section 3 lays it out: title Invoice, logo, number, tenant, date,
 * one line item (month and type; quantity equal to the amount at a unit price of 1) and a
 * total row, in KES.
 */
export async function buildInvoicePdf(
  invoice: SentInvoice,
  now = new Date(),
): Promise<PdfDocument> {
  const data = invoice.invoicedata;
  const tenantName = `${data.userfirstname} ${data.userlastname}`;
  const { doc, autoTable, top } = await startPdf({
    title: pdfT('invoice.title'),
    documentTitle: `${pdfT('invoice.title')} ${data.invoicenumber}`,
    now,
  });
  const width = doc.internal.pageSize.getWidth();

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.setTextColor(...mutedColor);
  doc.text(pdfText(pdfT('invoice.billTo').toUpperCase()), margin, top);
  doc.setFontSize(12);
  doc.setTextColor(20, 20, 20);
  doc.text(pdfText(tenantName), margin, top + 6);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.text(
    pdfText(pdfT('invoice.house', { house: invoice.housenumber, rental: invoice.rentalname })),
    margin,
    top + 12,
  );

  const factsEnd = drawFacts(
    doc,
    [
      [pdfT('invoice.number'), String(data.invoicenumber)],
      [pdfT('invoice.date'), formatDay(data.invoicedate)],
    ],
    width / 2 + 10,
    top,
    34,
  );

  autoTable(doc, {
    startY: Math.max(top + 22, factsEnd + 4),
    margin: { left: margin, right: margin },
    head: [
      [
        pdfT('invoice.description'),
        pdfT('invoice.quantity'),
        pdfT('invoice.unitPrice'),
        pdfT('invoice.amount'),
      ],
    ],
    body: [
      [
        pdfText(pdfT('invoice.lineItem', { month: invoice.month, type: data.invoicetype })),
        formatAmount(data.invoiceamount),
        formatAmount(1),
        formatAmount(data.invoiceamount),
      ],
    ],
    foot: [
      [
        { content: pdfT('invoice.total'), colSpan: 3, styles: { halign: 'right' } },
        pdfText(formatKes(data.invoiceamount)),
      ],
    ],
    ...totalTableStyles,
    theme: 'grid',
    styles: { fontSize: 10, cellPadding: 3 },
    columnStyles: { 1: { halign: 'right' }, 2: { halign: 'right' }, 3: { halign: 'right' } },
  });

  doc.setFontSize(9);
  doc.setTextColor(...mutedColor);
  doc.text(pdfT('invoice.currency'), margin, afterTable(doc, top + 60) + 8);
  drawPageNumbers(doc);
  return doc;
}

/** Builds the invoice PDF and downloads it as invoice-<number>.pdf. */
export async function downloadInvoicePdf(invoice: SentInvoice) {
  savePdf(await buildInvoicePdf(invoice), `invoice-${invoice.invoicedata.invoicenumber}`);
}
