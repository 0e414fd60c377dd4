/**
 * How a payment is named where people read it (issue 31 moved it here from transactions/: the
 * ledger's statements and receipts name payments, and the ledger sits below the Payments
 * screen in the module order).
 */

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
