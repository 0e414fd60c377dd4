/**
 * Water is billed with integer arithmetic only: meter readings in hundredths of a unit, rates
 * and costs in cents, so that no float ever touches money.
 */

/** A reading as typed (at most 2 decimals, already validated) in hundredths of a unit. */
export function toHundredths(units: number): number {
  return Math.round(units * 100);
}

export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/**
 * usage (hundredths of a unit) × rate (cents per unit), rounded half up to the cent. BigInt
 * because a huge reading times a huge rate passes 2^53; null when the cost itself would.
 */
export function waterCostCents(usageHundredths: number, rateCents: number): number | null {
  const cents = (BigInt(usageHundredths) * BigInt(rateCents) + 50n) / 100n;
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(cents);
}
