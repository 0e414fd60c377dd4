import { addDays } from '@rental/shared/dates';

// How credits settle charges, and how old what is left unpaid is: one definition for invoice
// statuses, the arrears report, reminders and late fees. Payments settle charges oldest first
// (openings, then invoices by number); a credit note is already taken off its own charge.

/**
 * Oldest charge first, the one rule every reading of it goes through: what is unpaid of a
 * charge of `cents` when `creditsLeft` cents of credits remain once the charges ahead of it
 * are settled (none when that is zero or less).
 */
export function unpaidAfter(cents: number, creditsLeft: number): number {
  return cents - Math.min(cents, Math.max(0, creditsLeft));
}

/** Each charge's unpaid cents when `creditCents` of payments settle them in the order given. */
export function unpaidAmounts(chargeCents: readonly number[], creditCents: number): number[] {
  let left = creditCents;
  return chargeCents.map((cents) => {
    const unpaid = unpaidAfter(cents, left);
    left -= cents - unpaid;
    return unpaid;
  });
}

/**
 * The unpaid part of one charge from sums alone: `before` is the net of the charges settled
 * ahead of it, `paid` the tenant's credits (invoice status).
 */
export function unpaidOfCharge(cents: number, before: number, paid: number): number {
  return unpaidAfter(cents, paid - before);
}

/**
 * The unpaid part of one charge from the balance (the arrears aging): the tenant owes
 * `balance`, and `newer` is the net of the charges settled after this one. What is owed is
 * made of the newest charges, so the credits left for this one are what it and the newer
 * charges come to beyond the balance.
 */
export function unpaidOfOwed(cents: number, newer: number, balance: number): number {
  return unpaidAfter(cents, cents + newer - balance);
}

export const agingBuckets = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

/** The most whole days past its due date a charge of each bucket is; older: d90_plus. */
const mostDaysLate = { current: 0, d1_30: 30, d31_60: 60, d61_90: 90 } as const;

/**
 * The oldest due date each bucket holds on `today` (Nairobi dates): current, not yet past
 * due; then by whole days past the due date. A charge is in the first bucket whose oldest due
 * date it is not before; before d61_90's, it is in d90_plus.
 */
export function agingBucketOldestDues(
  today: string,
): Record<Exclude<AgingBucket, 'd90_plus'>, string> {
  return {
    current: addDays(today, -mostDaysLate.current),
    d1_30: addDays(today, -mostDaysLate.d1_30),
    d31_60: addDays(today, -mostDaysLate.d31_60),
    d61_90: addDays(today, -mostDaysLate.d61_90),
  };
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
