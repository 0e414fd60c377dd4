/**
 * The one home of percentages. A percentage is stored in hundredths of a percent (basis
 * points: 7.5 % is 750), so it is an integer like the cents it applies to.
 *
 * One rounding rule for a percentage of an amount: to the nearest cent, half a cent up
 * (Math.round). It is how a landlord checks a late fee, a commission or a tax by hand, and
 * the rule every such amount has been charged and stored by, so no past figure changes.
 * Amounts it is applied to are never negative, where half up and half away from zero agree.
 */

/** A percentage as people type it (7.5) in hundredths of a percent (750). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Hundredths of a percent (750) as the percentage people read (7.5). */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** `basisPoints` hundredths of a percent of an amount in cents, to the cent, half a cent up. */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.round((cents * basisPoints) / 10_000);
}

/** A part of a whole as a percent with one decimal (a rate people read: 66.7); 0 of nothing is 0. */
export function ratePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
