import type { InvoiceStatus, InvoiceType, Language, PaymentMode } from '@rental/shared/enums';
import { formatMessage } from '@rental/shared/format-message';
import { paymentWordsTexts, type PaymentWordsCatalogue } from '@rental/shared/payment-words';
import { paymentWordsTextsSw } from '@rental/shared/payment-words-sw';
import { pdfTexts, type PdfCatalogue } from '@rental/shared/pdf/texts';
import { pdfTextsSw } from '@rental/shared/pdf/texts-sw';

/**
 * The words of the invoice and receipt PDFs the server makes for WhatsApp (decision 0067):
 * the web's `pdf` catalogue itself (@rental/shared/pdf/texts, one copy of each English and
 * Kiswahili text) and its payment modes, with their placeholders filled in, so a tenant gets
 * the same bill from their page and from WhatsApp.
 */
function wordsOf(pdf: PdfCatalogue, payment: PaymentWordsCatalogue) {
  const { invoice, receipt } = pdf;
  const f = formatMessage;
  return {
    invoice: invoice.title,
    receipt: receipt.title,
    billTo: invoice.billTo,
    house: (house: string, rental: string) => f(invoice.house, { house, rental }),
    invoiceNumber: invoice.number,
    invoiceDate: invoice.date,
    dueDate: invoice.dueDate,
    description: invoice.description,
    amount: invoice.amount,
    lineItem: (month: string, kind: string, house: string) =>
      f(invoice.lineItem, { month, kind, house }),
    describedLine: (description: string, house: string) =>
      f(invoice.describedLine, { description, house }),
    kinds: invoice.kinds satisfies Record<InvoiceType, string>,
    broughtForward: invoice.broughtForward,
    thisInvoice: invoice.thisInvoice,
    totalDue: invoice.totalDue,
    paid: invoice.paid,
    leftToPay: invoice.leftToPay,
    // An unpaid invoice not yet due has no stamp.
    stamp: { ...invoice.stamp, unpaid: '' } satisfies Record<InvoiceStatus, string>,
    howToPay: pdf.howToPay,
    paybill: (paybill: string, account: string) => f(invoice.paybill, { paybill, account }),
    paybillNotSet: invoice.paybillNotSet,
    payBy: (amount: string, date: string) => f(invoice.payBy, { amount, date }),
    paidThanks: invoice.paidThanks,
    paidInFull: (date: string) => f(invoice.paidInFull, { date }),
    nothingDue: invoice.nothingDue,
    etimsTitle: invoice.etims.title,
    etimsNumber: (number: string) => f(invoice.etims.number, { number }),
    etimsSignature: (signature: string) => f(invoice.etims.signature, { signature }),
    etimsScan: invoice.etims.scan,
    currency: invoice.currency,
    received: receipt.amount,
    balanceAfter: receipt.balanceAfter,
    cleared: receipt.cleared,
    receivedBy: receipt.receivedBy,
    payee: (name: string, phone: string) => f(receipt.payee, { name, phone }),
    reference: receipt.reference,
    date: receipt.date,
    tenant: receipt.tenant,
    houseLabel: receipt.house,
    mode: receipt.mode,
    modes: payment.modes satisfies Record<PaymentMode, string>,
    payRest: (amount: string) => f(receipt.payRest, { amount }),
    receiptFile: receipt.file,
  };
}

export type BillWords = ReturnType<typeof wordsOf>;

export const billWords: Record<Language, BillWords> = {
  en: wordsOf(pdfTexts, paymentWordsTexts),
  sw: wordsOf(pdfTextsSw, paymentWordsTextsSw),
};
