import { addDays, daysBetween } from '@rental/shared/due-dates';

// How credits settle charges, and how old what is left unpaid is: one definition for invoice
// statuses, the arrears report, reminders and late fees. Payments settle charges oldest first
// (openings, then invoices by number); a credit note is already taken off its own charge.

/** Each charge's unpaid cents when `creditCents` of payments settle them in the order given. */
export function unpaidAmounts(chargeCents: readonly number[], creditCents: number): number[] {
  let left = creditCents;
  return chargeCents.map((cents) => {
    const settled = Math.min(cents, Math.max(0, left));
    left -= settled;
    return cents - settled;
  });
}

/**
 * The unpaid part of one charge from sums alone: `before` is the net of the charges settled
 * ahead of it, `paid` the tenant's payments. The same rule as unpaidAmounts.
 */
export function unpaidOfCharge(cents: number, before: number, paid: number): number {
  return cents - Math.min(cents, Math.max(0, paid - before));
}

export const agingBuckets = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

/** current: not yet past due; then by whole days past the due date (Nairobi dates). */
export function agingBucketOf(dueDate: string, today: string): AgingBucket {
  const late = daysBetween(dueDate, today);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'd90_plus';
}

/**
 * Opening balances are arrears from before the tenant was added: overdue from the day they
 * were added, so they fall in 1–30 at once. Their due date is the day before.
 */
export function openingDueDate(addedOn: string): string {
  return addDays(addedOn, -1);
}

/** Whether a charge with unpaid cents is overdue on `today`. */
export function isOverdue(dueDate: string, unpaidCents: number, today: string): boolean {
  return unpaidCents > 0 && dueDate < today;
}
