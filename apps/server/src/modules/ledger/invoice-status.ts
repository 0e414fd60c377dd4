import type { InvoiceStatus, InvoiceType } from '@rental/shared/enums';
import { invoiceKinds, isChargeInvoice } from '@rental/shared/ledger-kinds';
import { isOverdue, unpaidOfCharge } from './settlement.js';

/** The sums an invoice's status is derived from, in cents (numbers or database strings). */
export interface InvoiceSettlementSums {
  invoice_type: InvoiceType;
  amount_cents: number | string;
  due_date: string;
  /** The credit notes tied to this invoice. */
  credited_cents: number | string | null;
  /** The tenant's opening balances, settled first. */
  opening_cents: number | string;
  /** The rent-balance charges numbered before this one, and their credit notes. */
  billed_before_cents: number | string | null;
  credited_before_cents: number | string | null;
  /** The tenant's rent credits: rent parts of payments, credit notes tied to no invoice. */
  paid_cents: number | string;
  /** Deposit invoices numbered before this one, and the deposit parts of payments. */
  deposit_billed_before_cents: number | string | null;
  deposit_received_cents: number | string | null;
  /** The tenant's balance (a Pending Bill reminder is settled as far as it has come down). */
  balance_cents: number | string;
}

/**
 * Cents of an invoice settled so far (settlement.ts): its credit notes, then the tenant's
 * payments, which settle the opening balances first and then the charges oldest first. A
 * Pending Bill is a reminder, settled as far as the tenant's balance has come down below it.
 * A Deposit invoice is settled by the deposit part of payments alone.
 */
export function invoiceSettledCents(sums: InvoiceSettlementSums): number {
  const amount = Number(sums.amount_cents);
  if (invoiceKinds[sums.invoice_type].bucket === 'deposit') {
    const before = Number(sums.deposit_billed_before_cents);
    return amount - unpaidOfCharge(amount, before, Number(sums.deposit_received_cents));
  }
  if (!isChargeInvoice(sums.invoice_type)) {
    const owing = Math.max(0, Number(sums.balance_cents));
    return Math.max(0, amount - owing);
  }
  const net = amount - Number(sums.credited_cents);
  const before =
    Number(sums.opening_cents) +
    Number(sums.billed_before_cents) -
    Number(sums.credited_before_cents);
  return amount - unpaidOfCharge(net, before, Number(sums.paid_cents));
}

/**
 * Paid, overdue (a charge, rent or deposit, past its due date; a Pending Bill reminder is
 * never overdue itself), partially paid or unpaid, on `today`.
 */
export function invoiceStatusOf(
  sums: InvoiceSettlementSums,
  settled: number,
  today: string,
): InvoiceStatus {
  const amount = Number(sums.amount_cents);
  if (settled >= amount) return 'paid';
  const charge = invoiceKinds[sums.invoice_type].side === 'charge';
  if (charge && isOverdue(sums.due_date, amount - settled, today)) {
    return 'overdue';
  }
  return settled > Number(sums.credited_cents) ? 'partially paid' : 'unpaid';
}
