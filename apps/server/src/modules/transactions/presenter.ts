import { centsToKes } from '@rental/shared/money';
import type { Transaction, VerificationMethod } from '@rental/shared/schemas/transactions';
import { toTimestamp } from '@rental/shared/timestamp';
import type { TransactionRow } from './repository.js';

/** Spec section 9: a transaction's reference is the last 12 characters of its id. */
export function transactionReference(id: string): string {
  return id.slice(-12);
}

/**
 * The reference a landlord and a tenant see for a payment (issue 30): its M-PESA receipt code,
 * the one in the tenant's own M-PESA SMS (a reversed payment keeps showing the one it let
 * go of). A payment without one (cash, a bank transfer) is named by its transaction
 * reference, which the statement and the tenant page also use to open its receipt.
 */
export function paymentReference(row: PaymentCodes): string {
  return shownPaymentReference(row) || transactionReference(row.id);
}

interface PaymentCodes {
  id: string;
  external_reference: string | null;
  reversed_receipt?: string | null;
}

/** What people see as a payment's reference: its receipt code, or '' (never an internal id). */
export function shownPaymentReference(row: PaymentCodes): string {
  return row.external_reference ?? row.reversed_receipt ?? '';
}

/**
 * A transaction as the screens and the spec's clients read it: fields picked one by one.
 * `verifiedBy`: how M-PESA's records confirmed its receipt (verifications.ts), if they did.
 */
export function toTransaction(row: TransactionRow, verifiedBy?: VerificationMethod): Transaction {
  const recorder =
    row.recorder_firstname !== null
      ? `${row.recorder_firstname} ${row.recorder_lastname ?? ''}`.trim()
      : row.recorded_by_name;
  return {
    transactionid: row.id,
    transactiondata: {
      date: toTimestamp(row.paid_at),
      tenantid: row.tenant_id ?? '',
      userid: row.recorded_by ?? '',
      amount: centsToKes(Number(row.amount_cents)),
      description: row.description,
      transactiontype: row.transaction_type,
      paymentmode: row.payment_mode,
    },
    reference: transactionReference(row.id),
    // A reversed payment let go of its receipt number (freed or moved): it still shows it.
    externalreference: row.external_reference ?? row.reversed_receipt,
    tenantname: row.tenant_name,
    housenumber: row.house_number ?? '',
    recordedby: recorder,
    deposit: centsToKes(Number(row.deposit_cents)),
    verified: verifiedBy !== undefined,
    verifiedby: verifiedBy ?? null,
    reversal:
      row.reversed_on === null
        ? null
        : {
            reason: row.reversal_reason ?? '',
            reversedon: row.reversed_on,
            by: row.reversed_by ?? '',
            movedto: row.replaced_by,
          },
  };
}
