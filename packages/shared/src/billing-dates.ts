import { billingFrequencyMonths, type BillingFrequency } from './enums.js';
import { formatCalendarMonth } from './date-format.js';

import { addCalendarMonths } from './dates.js';

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
