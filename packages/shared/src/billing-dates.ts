import { billingFrequencyMonths, type BillingFrequency } from './enums.js';
import { formatCalendarMonth } from './date-format.js';

// The zone and the day in it have their own small home, which the date formatter shares.
export { billingTimeZone, nairobiDate } from './nairobi-day.js';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * `months` calendar months after a date, on the same day of the month; a day the target month
 * lacks becomes its last day (Jan 31 + 1 month = Feb 28). Always computed from the schedule's
 * first invoice date, so a schedule starting on the 31st comes back to the 31st.
 */
export function addCalendarMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export function frequencyMonths(frequency: BillingFrequency): number {
  const months = billingFrequencyMonths[frequency] as number | undefined;
  // A value from outside the app (a bad import, a hand edit) must fail, not loop on NaN.
  if (months === undefined) throw new Error(`Unknown billing frequency: ${String(frequency)}`);
  return months;
}

/**
 * The billing date after `current` for a schedule that started on `startDate`: the first
 * date of the series start + k × frequency that is later than `current`.
 */
export function nextBillingDate(
  startDate: string,
  frequency: BillingFrequency,
  current: string,
): string {
  const step = frequencyMonths(frequency);
  const [sy, sm] = startDate.split('-').map(Number) as [number, number];
  const [cy, cm] = current.split('-').map(Number) as [number, number];
  let k = Math.max(0, Math.floor(((cy - sy) * 12 + (cm - sm)) / step));
  let candidate = addCalendarMonths(startDate, k * step);
  while (candidate <= current) {
    k += 1;
    candidate = addCalendarMonths(startDate, k * step);
  }
  return candidate;
}

/** "March 2026" (Kiswahili "Machi 2026") for the month a billing date falls in. */
export function monthLabel(date: string, language: 'en' | 'sw' = 'en'): string {
  return formatCalendarMonth(date, language);
}
