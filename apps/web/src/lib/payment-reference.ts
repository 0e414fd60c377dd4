import type { Transaction } from '@rental/shared/schemas/transactions';
import { formatDay } from './format-date';

type Payment = Pick<Transaction, 'externalreference'> & {
  transactiondata: Pick<Transaction['transactiondata'], 'date'>;
};

/**
 * What a landlord or a tenant sees as a payment's reference (issue 30): its M-PESA receipt
 * code, the one in the tenant's own M-PESA SMS (a reversed payment keeps showing the one it let
 * go of). Never the API's `reference`, the internal id that links and look-ups use. '' for a
 * payment without a code (cash, a bank transfer).
 */
export function shownReference(payment: Pick<Transaction, 'externalreference'>): string {
  return payment.externalreference ?? '';
}

/** A payment as a title or a button names it: its receipt code, or else the day it was paid. */
export function paymentLabel(payment: Payment): string {
  return shownReference(payment) || formatDay(payment.transactiondata.date);
}
