import { nairobiDate } from '@rental/shared/dates';
import { transactionKinds } from '@rental/shared/ledger-kinds';
import type { PublicInvoice, PublicReceipt } from '@rental/shared/schemas/tenant-page';
import { notFound } from '../../lib/app-error.js';
import { invoiceBill, paymentReceipt } from '../bills/index.js';
import { listSentInvoices } from '../invoices/index.js';
import { paymentReference, transactionReference, paymentsOf } from '../ledger/index.js';
import { toTransaction, findTransactionRow } from '../transactions/index.js';
import type { StkDeps } from '../stk/index.js';
import type { PageTenant } from './page-gate.js';
import { everyRental } from '../access/index.js';

// The invoices and receipts a tenant downloads from their own page, named as their statement
// names them. Each lookup is bounded by the tenant the token opens: another tenant's document,
// even of the same landlord, is the same 404 as one that does not exist.

const noDates = { from: undefined, to: undefined, date: undefined };

/** One of the tenant's own invoices ("INV-000123") with the figures its PDF prints. */
export async function tenantPageInvoice(
  deps: StkDeps,
  tenant: PageTenant,
  reference: string,
): Promise<PublicInvoice> {
  const number = Number(reference.slice('INV-'.length));
  // The tenant's one invoice numbered below number + 1, as the invoices list shows it.
  const listed = await listSentInvoices(
    deps.db,
    tenant.organization_id,
    { tenantid: tenant.id, before: String(number + 1), limit: 1, ...noDates },
    nairobiDate(deps.clock()),
    everyRental,
  );
  const invoice = listed.invoices[0];
  if (!invoice || invoice.invoicedata.invoicenumber !== number) throw notFound('Invoice');
  const bill = await invoiceBill(deps, tenant.organization_id, invoice.invoiceid, everyRental);
  return {
    invoice: {
      invoiceid: invoice.invoiceid,
      invoicedata: invoice.invoicedata,
      housenumber: invoice.housenumber,
      rentalname: invoice.rentalname,
      billingdate: invoice.billingdate,
      month: invoice.month,
      paidamount: invoice.paidamount,
    },
    bill,
  };
}

/** The receipt of one of the tenant's own payments, by the reference their statement shows. */
export async function tenantPageReceipt(
  deps: StkDeps,
  tenant: PageTenant,
  reference: string,
): Promise<PublicReceipt> {
  const organizationId = tenant.organization_id;
  // A handful of payments a year: the reference is matched here.
  const payments = await paymentsOf(deps.db, organizationId, tenant.id);
  const found = payments.find(
    (row) =>
      transactionKinds[row.transaction_type].side === 'credit' &&
      // The reference the statement shows (the M-PESA receipt code), or the transaction's
      // own, which receipts of payments without a code, and older links, are opened by.
      (paymentReference(row) === reference || transactionReference(row.id) === reference),
  );
  const row = found && (await findTransactionRow(deps.db, organizationId, found.id, everyRental));
  if (!row) throw notFound('Receipt');
  const payment = toTransaction(row);
  const data = payment.transactiondata;
  return {
    transaction: {
      transactionid: payment.transactionid,
      transactiondata: {
        date: data.date,
        amount: data.amount,
        description: data.description,
        transactiontype: data.transactiontype,
        paymentmode: data.paymentmode,
      },
      reference: payment.reference,
      externalreference: payment.externalreference,
      tenantname: payment.tenantname,
      housenumber: payment.housenumber,
      recordedby: payment.recordedby,
      deposit: payment.deposit,
      // A reversed payment's receipt still opens, marked: the statement shows both lines.
      reversed: found.reversed,
      reversedon: found.reversed_on,
    },
    receipt: await paymentReceipt(deps, organizationId, row.id, everyRental),
  };
}
