import { msPerDay } from '@rental/shared/dates';
import type { QuarantineReason } from '@rental/shared/schemas/quarantine';
import type { PaybillPayment } from './parse.js';

/** M-PESA's limit for one customer payment, and the least it takes: 1 to 250,000 KES. */
export const leastPaymentCents = 100;
export const mostPaymentCents = 250_000 * 100;

/** A TransTime further ahead than this is not M-PESA's clock (Kenya time, small skews). */
const mostAheadMs = msPerDay;
/** A confirmation for a payment older than this is not a confirmation arriving late. */
const mostBackMs = 365 * msPerDay;

/** What a confirmation is checked against before it may touch the books by itself. */
export interface ConfirmationContext {
  /** Whether it came from one of M-PESA's addresses (stored with the callback). */
  sourceTrusted: boolean;
  sourceIp: string | null;
  /** The shortcode it names, and the organization's paybill. */
  shortcode: string;
  paybill: string | null;
  /** When we received it (ISO). */
  receivedAt: string;
}

export interface Quarantine {
  reasons: QuarantineReason[];
  details: Record<string, string | number>;
}

/**
 * Why a readable confirmation must wait for the owner, if it must: a wrong source address, an
 * amount outside M-PESA's limits, a TransTime too far ahead or back, another shortcode.
 * Undefined: it passed every check and is posted as usual.
 */
export function quarantineOf(
  payment: PaybillPayment,
  context: ConfirmationContext,
): Quarantine | undefined {
  const reasons: QuarantineReason[] = [];
  const details: Record<string, string | number> = {};
  if (!context.sourceTrusted) {
    reasons.push('source_address');
    details.sourceip = context.sourceIp ?? '';
  }
  if (payment.amountCents < leastPaymentCents || payment.amountCents > mostPaymentCents) {
    reasons.push('amount_out_of_range');
  }
  const paidAt = Date.parse(payment.paidAt);
  const receivedAt = Date.parse(context.receivedAt);
  if (paidAt > receivedAt + mostAheadMs || paidAt < receivedAt - mostBackMs) {
    reasons.push('trans_time');
  }
  if (context.shortcode !== context.paybill) {
    reasons.push('shortcode');
    details.shortcode = context.shortcode;
  }
  return reasons.length > 0 ? { reasons, details } : undefined;
}
