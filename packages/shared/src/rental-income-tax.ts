import { percentOfCents, percentToBasisPoints } from './percent.js';
import { addCalendarMonths } from './dates.js';

/**
 * KRA's Monthly Rental Income (MRI) tax: a final tax on the gross residential rent received
 * in a month, filed and paid by the 20th of the next month (a NIL return when nothing was
 * received). The one table of its rates and band; the report and its tests read it.
 */

/** Rates by the first month they apply to (YYYY-MM), oldest first, as a percentage. */
export const mriRates = [
  { from: '2016-01', percent: 10 },
  { from: '2024-01', percent: 7.5 },
] as const;

/** Residential rent a year inside which a resident landlord files MRI (KES, above min, up to max). */
export const mriBand = { min: 288_000, max: 15_000_000 } as const;

/** The day of the following month a month's return and tax are due. */
export const mriDueDay = 20;

/** The rate (percent) in force for a month YYYY-MM; the first rate before the table starts. */
export function mriRateFor(month: string): number {
  let percent: number = mriRates[0].percent;
  for (const rate of mriRates) if (month >= rate.from) percent = rate.percent;
  return percent;
}

/** The tax in cents on gross rent in cents at a percentage, rounded to the nearest cent. */
export function mriTaxCents(grossCents: number, percent: number): number {
  return percentOfCents(grossCents, percentToBasisPoints(percent));
}

/** The month after YYYY-MM. */
export function nextMonth(month: string): string {
  return addCalendarMonths(`${month}-01`, 1).slice(0, 7);
}

/** The month before YYYY-MM. */
export function previousMonth(month: string): string {
  return addCalendarMonths(`${month}-01`, -1).slice(0, 7);
}

/** The last month that has ended on a Nairobi day (YYYY-MM-DD): the month a return is due for. */
export function lastEndedMonth(today: string): string {
  return previousMonth(today.slice(0, 7));
}

/** Whether a month (YYYY-MM) has ended by a Nairobi day: only then can its return be filed. */
export function mriMonthEnded(month: string, today: string): boolean {
  return `${nextMonth(month)}-01` <= today;
}

/** The date (YYYY-MM-DD) a month's return is due: the 20th of the next month. */
export function mriDueDate(month: string): string {
  return `${nextMonth(month)}-${String(mriDueDay).padStart(2, '0')}`;
}

/** Whether a year's rent so far (KES) is inside the band: above the minimum, up to the maximum. */
export function insideMriBand(yearToDateKes: number): boolean {
  return yearToDateKes > mriBand.min && yearToDateKes <= mriBand.max;
}
