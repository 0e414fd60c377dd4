import type { DepositDeductionReason, PaymentMode } from '@rental/shared/enums';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { centsToKes } from '@rental/shared/money';
import type { Statement } from '@rental/shared/schemas/ledger';
import type { DepositLineDetail } from '@rental/shared/schemas/line-details';
import { deductionReasonDetail, englishStatementLine } from '@rental/shared/statement-lines';
import { paymentReference, shownPaymentReference } from './payment-reference.js';
import type { DepositCents } from './deposits.js';

type DepositEntry = Statement['deposit']['entries'][number];

interface DepositLines {
  charges: { number: number | string; invoice_date: string; amount_cents: number }[];
  received: {
    id: string;
    paid_at: string;
    payment_mode: PaymentMode;
    deposit_cents: number;
    external_reference: string | null;
    reversed_receipt: string | null;
  }[];
  deductions: {
    id: string;
    created_at: string;
    reason: string;
    deduction_reason: DepositDeductionReason | null;
    amount_cents: number;
  }[];
  refunds: {
    id: string;
    created_at: string;
    payment_mode: PaymentMode;
    reference: string;
    amount_cents: number;
  }[];
}

/** A deposit line with its fields and, as `description`, their English wording. */
function worded(detail: DepositLineDetail) {
  return { description: englishStatementLine(detail), detail };
}

/**
 * The statement's deposit part, apart from rent: the Deposit invoices, the deposit part of
 * payments, the deductions made at move-out and the refund, oldest first, with the totals
 * deposits.ts derives (the same sums, so the two cannot disagree).
 */
export function depositStatement(lines: DepositLines, totals: DepositCents): Statement['deposit'] {
  const entries: DepositEntry[] = [
    ...lines.charges.map((charge) => ({
      date: charge.invoice_date,
      kind: 'charge' as const,
      ...worded({ line: 'deposit_charge' }),
      reference: invoiceNumberLabel(Number(charge.number)),
      displayreference: invoiceNumberLabel(Number(charge.number)),
      amount: centsToKes(Number(charge.amount_cents)),
    })),
    ...lines.received.map((payment) => ({
      date: payment.paid_at,
      kind: 'received' as const,
      ...worded({ line: 'deposit_received', paymentmode: payment.payment_mode }),
      reference: paymentReference(payment),
      displayreference: shownPaymentReference(payment),
      amount: centsToKes(Number(payment.deposit_cents)),
    })),
    ...lines.deductions.map((note) => ({
      date: note.created_at,
      kind: 'deduction' as const,
      ...worded({
        line: 'deposit_deduction',
        reason: note.reason,
        ...deductionReasonDetail(note.deduction_reason, note.reason),
      }),
      reference: '',
      displayreference: '',
      amount: centsToKes(Number(note.amount_cents)),
    })),
    ...lines.refunds.map((refund) => ({
      date: refund.created_at,
      kind: 'refund' as const,
      ...worded({ line: 'deposit_refund', paymentmode: refund.payment_mode }),
      reference: refund.reference,
      // What the landlord typed for the refund (a cheque or M-PESA code).
      displayreference: refund.reference,
      amount: centsToKes(Number(refund.amount_cents)),
    })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    charged: centsToKes(totals.charged),
    received: centsToKes(totals.received),
    deducted: centsToKes(totals.deducted),
    refunded: centsToKes(totals.refunded),
    held: centsToKes(totals.held),
    due: centsToKes(totals.due),
    entries,
  };
}
