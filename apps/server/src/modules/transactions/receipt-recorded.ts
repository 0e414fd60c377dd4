import { nairobiDate } from '@rental/shared/dates';
import { centsToKes, formatKes } from '@rental/shared/money';
import { msg } from '@rental/shared/message-catalogue';
import type { ReceiptHolder } from '@rental/shared/schemas/transactions';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import {
  transactionReference,
  holdsReceiptSql,
  payerName,
  showsReferenceSql,
} from '../ledger/index.js';

/**
 * The payment that holds a receipt number: a transaction, else an unallocated payment. Read
 * after the database refused the receipt (payment_receipts decided), only to name it.
 */
async function receiptHolder(
  db: Db,
  organizationId: string,
  receipt: string,
): Promise<ReceiptHolder | undefined> {
  const payment = await db
    .selectFrom('transactions')
    .select(['id', payerName('transactions'), 'amount_cents', 'paid_on'])
    .where('organization_id', '=', organizationId)
    .where(showsReferenceSql('transactions', organizationId, [receipt]))
    .where(holdsReceiptSql('transactions.id'))
    .executeTakeFirst();
  if (payment) {
    return {
      holder: 'payment',
      payer: payment.tenant_name,
      amount: centsToKes(Number(payment.amount_cents)),
      date: payment.paid_on,
      transaction: transactionReference(payment.id),
      transactionid: payment.id,
    };
  }
  const parked = await db
    .selectFrom('unallocated_payments')
    .select(['payer_name', 'amount_cents', 'paid_at'])
    .where('organization_id', '=', organizationId)
    .where('trans_id', '=', receipt)
    .executeTakeFirst();
  if (!parked) return undefined;
  return {
    holder: 'unallocated',
    payer: parked.payer_name,
    amount: centsToKes(Number(parked.amount_cents)),
    date: nairobiDate(new Date(parked.paid_at)),
    transaction: '',
    transactionid: '',
  };
}

/**
 * receiptRecordedMessage (shared) by key, so the server answers it in the requester's
 * language; the error's params stay the payment's own (amount in KES, date YYYY-MM-DD).
 */
function receiptRecordedText(reference: string, holder?: ReceiptHolder) {
  if (!holder) return msg('error.receiptRecorded', { reference });
  const { payer, date, transaction } = holder;
  const params = { reference, amount: formatKes(holder.amount), payer, date, transaction };
  return holder.holder === 'payment'
    ? msg('error.receiptRecordedPayment', params)
    : msg('error.receiptRecordedUnallocated', params);
}

/** The 409 for a receipt number the organization already has, naming the payment with it. */
export async function receiptRecordedError(
  db: Db,
  organizationId: string,
  receipt: string,
): Promise<AppError> {
  const holder = await receiptHolder(db, organizationId, receipt);
  // Undefined only if the holder was deleted since (its claim goes with it): still true then.
  const message = receiptRecordedText(receipt, holder);
  return new AppError(
    'receipt_recorded',
    message,
    { reference: message },
    {
      reference: receipt,
      ...holder,
    },
  );
}
