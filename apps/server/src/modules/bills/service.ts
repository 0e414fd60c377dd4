import { paybillAccount } from '@rental/shared/account-ref';
import { nairobiDate } from '@rental/shared/dates';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { transactionKinds } from '@rental/shared/ledger-kinds';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type { BillPayee, InvoiceBill, PaymentReceipt } from '@rental/shared/schemas/bills';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { payeeOf } from '../organization/index.js';
import {
  paymentReference,
  invoiceOf,
  invoiceSettledCents,
  invoiceStatusOf,
  leftToPayCents,
  paidInFullOn,
  sentInvoiceRows,
  statementOf,
} from '../ledger/index.js';
import { findTransactionRow } from '../transactions/index.js';
import { everyRental, type RentalScope } from '../access/index.js';

// What bills printed in the browser need beyond the invoice or payment itself. Every figure
// is read off the tenant's statement (ledger/service.ts), so a bill never disagrees with it.

export interface BillDeps {
  db: Db;
  clock: Clock;
}

async function billPayee(db: Db, organizationId: string, houseNumber: string | null) {
  const payee = await payeeOf(db, organizationId);
  return {
    name: payee.name,
    phone: payee.phone,
    paybill: payee.paybill,
    account: houseNumber === null ? '' : paybillAccount(houseNumber, payee.bankAccountNumber),
  } satisfies BillPayee;
}

/**
 * An invoice as a bill: its status as the invoices list gives it, whom to pay, and from the
 * statement the balance brought forward (the running balance before its line) and the total
 * due (after it). A Pending Bill is a reminder of the balance, not a statement line: its
 * amount is the total due and nothing is brought forward beside it. Then what has been paid
 * of that total since and what is left (settled oldest first, as statuses are), and the day a
 * paid invoice was paid in full.
 */
export async function invoiceBill(
  deps: BillDeps,
  organizationId: string,
  invoiceId: string,
  scope: RentalScope,
): Promise<InvoiceBill> {
  const invoice = await invoiceOf(deps.db, organizationId, invoiceId, scope);
  if (!invoice) throw notFound('Invoice');
  const number = Number(invoice.number);
  const label = invoiceNumberLabel(number);
  const [rows, statement] = await Promise.all([
    // The one invoice of this tenant numbered below number + 1: this one, as the list has it.
    sentInvoiceRows(
      deps.db,
      organizationId,
      { tenantId: invoice.tenant_id, beforeNumber: number + 1, limit: 1 },
      scope,
    ),
    statementOf(deps, organizationId, invoice.tenant_id, scope),
  ]);
  const sums = rows[0];
  if (!sums) throw notFound('Invoice');
  const settled = invoiceSettledCents(sums);
  const status = invoiceStatusOf(sums, settled, nairobiDate(deps.clock()));
  const amountCents = Number(invoice.amount_cents);
  const line = statement.entries.find(
    (entry) => entry.kind === 'invoice' && entry.reference === label,
  );
  const totalCents = line ? kesToCents(line.balance) : amountCents;
  const leftCents = leftToPayCents(sums, settled);
  return {
    invoiceid: invoice.id,
    invoicenumber: label,
    invoicedate: nairobiDate(new Date(invoice.invoice_date)),
    duedate: invoice.due_date,
    status,
    payee: await billPayee(deps.db, organizationId, statement.tenant.housenumber),
    broughtforward: centsToKes(totalCents - amountCents),
    amount: centsToKes(amountCents),
    totaldue: centsToKes(totalCents),
    paid: centsToKes(Math.max(0, totalCents - leftCents)),
    lefttopay: centsToKes(leftCents),
    paidon: status === 'paid' ? await paidInFullOn(deps.db, organizationId, sums) : null,
  };
}

/**
 * What a payment's receipt adds to the payment: who received it, where to pay what is left,
 * and the tenant's balance after it (its line's running balance on the statement).
 */
export async function paymentReceipt(
  deps: BillDeps,
  organizationId: string,
  transactionId: string,
  scope: RentalScope,
): Promise<PaymentReceipt> {
  const payment = await findTransactionRow(deps.db, organizationId, transactionId, scope);
  if (!payment) throw notFound('Transaction');
  let balanceAfter: number | null = null;
  if (payment.tenant_id && transactionKinds[payment.transaction_type].side === 'credit') {
    const statement = await statementOf(deps, organizationId, payment.tenant_id, everyRental);
    const reference = paymentReference(payment);
    const line = statement.entries.find(
      (entry) => entry.kind === 'payment' && entry.reference === reference,
    );
    balanceAfter = line ? line.balance : null;
  }
  return {
    transactionid: payment.id,
    payee: await billPayee(deps.db, organizationId, payment.house_number ?? null),
    balanceafter: balanceAfter,
  };
}
