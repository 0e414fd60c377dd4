// Rent for part of a month: the one proration rule of the product, for the rent charged at
// move-in for the rest of that month and the rent credited back for the days after a move-out.

/** Days from `date` (YYYY-MM-DD) to the end of its month, both counted, and that month's days. */
export function restOfMonth(date: string): { days: number; monthDays: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const monthDays = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { days: monthDays - d + 1, monthDays };
}

/**
 * The rent for `days` of a period of `periodDays` days that costs `periodCents`, in integer
 * cents rounded to the nearest cent, half a cent up (Math.round): the same rounding whether the
 * tenant is charged (move-in) or credited (move-out).
 */
export function rentForDays(periodCents: number, days: number, periodDays: number): number {
  return Math.round((periodCents * days) / periodDays);
}

/** The rent for the rest of the move-in month, to the cent. */
export function proratedRentCents(monthlyRentCents: number, moveInDate: string): number {
  const { days, monthDays } = restOfMonth(moveInDate);
  return rentForDays(monthlyRentCents, days, monthDays);
}
