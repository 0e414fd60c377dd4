import { nairobiDate } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { everyRental } from '../access/index.js';
import { etimsOfInvoices } from '../etims/index.js';
import { listSentInvoices } from '../invoices/index.js';
import { invoiceOf, paymentReference } from '../ledger/index.js';
import type { BillDocument, BillDocumentOf, BillDocumentRequest } from '../sms/index.js';
import { findTransactionRow } from '../transactions/index.js';
import { buildInvoicePdf } from './invoice-pdf.js';
import { billWords } from './pdf-words.js';
import { buildReceiptPdf } from './receipt-pdf.js';
import { invoiceBill, paymentReceipt } from './service.js';

// The PDFs WhatsApp invoices and receipts carry (decision 0067): the same figures as the
// landlord's and the tenant's downloads (the bill and receipt answers of service.ts), in the
// tenant's language. The sender (sms/whatsapp-dispatch.ts) gets this function from server.ts:
// bills sits above sms in the module order.

const noDates = { from: undefined, to: undefined, date: undefined };

interface Deps {
  db: Db;
  clock: Clock;
}

/** A record that went (an erased tenant, a removed payment): no PDF, the caller decides. */
function gone(error: unknown): null {
  if (error instanceof AppError && error.code === 'not_found') return null;
  throw error;
}

async function invoiceDocument(
  deps: Deps,
  request: BillDocumentRequest,
): Promise<BillDocument | null> {
  const { organizationId } = request;
  const invoice =
    request.invoiceId && (await invoiceOf(deps.db, organizationId, request.invoiceId, everyRental));
  if (!invoice) return null;
  const number = Number(invoice.number);
  const [bill, listed, etims] = await Promise.all([
    invoiceBill(deps, organizationId, invoice.id, everyRental),
    // The tenant's one invoice numbered below number + 1: this one, as the invoices list has it.
    listSentInvoices(
      deps.db,
      organizationId,
      { tenantid: invoice.tenant_id, before: String(number + 1), limit: 1, ...noDates },
      nairobiDate(deps.clock()),
      everyRental,
    ),
    etimsOfInvoices(deps, organizationId, [invoice.id]),
  ]);
  const sent = listed.invoices[0];
  if (!sent || sent.invoiceid !== invoice.id) return null;
  const kra = etims.get(invoice.id);
  const data = await buildInvoicePdf(
    {
      bill,
      tenantName: `${sent.invoicedata.userfirstname} ${sent.invoicedata.userlastname}`.trim(),
      houseNumber: sent.housenumber,
      rentalName: sent.rentalname,
      invoiceType: sent.invoicedata.invoicetype,
      billingDate: sent.billingdate,
      description: sent.invoicedata.description ?? '',
      etims:
        kra?.status === 'sent' && kra.controlnumber
          ? { controlNumber: kra.controlnumber, signature: kra.signature, qrUrl: kra.qrurl }
          : null,
    },
    request.language,
    deps.clock(),
  );
  return { data, filename: `${billWords[request.language].invoice} ${bill.invoicenumber}.pdf` };
}

async function receiptDocument(
  deps: Deps,
  request: BillDocumentRequest,
): Promise<BillDocument | null> {
  const { organizationId } = request;
  const payment =
    request.transactionId &&
    (await findTransactionRow(deps.db, organizationId, request.transactionId, everyRental));
  if (!payment) return null;
  const receipt = await paymentReceipt(deps, organizationId, payment.id, everyRental);
  const reference = paymentReference(payment);
  const data = await buildReceiptPdf(
    {
      payee: receipt.payee,
      reference,
      paidAt: new Date(payment.paid_at),
      amount: centsToKes(Number(payment.amount_cents)),
      tenantName: payment.tenant_name,
      houseNumber: payment.house_number ?? '',
      paymentMode: payment.payment_mode,
      balanceAfter: receipt.balanceafter,
    },
    request.language,
    deps.clock(),
  );
  return { data, filename: `${billWords[request.language].receiptFile} ${reference}.pdf` };
}

/** The PDF of a WhatsApp invoice or receipt message; null when its record is gone. */
export const whatsappBillDocument: BillDocumentOf = (deps, request) =>
  (request.kind === 'invoice'
    ? invoiceDocument(deps, request)
    : receiptDocument(deps, request)
  ).catch(gone);
