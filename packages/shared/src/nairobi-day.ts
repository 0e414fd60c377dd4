/**
 * Billing dates are calendar dates (YYYY-MM-DD) in Africa/Nairobi (docs/architecture.md §4).
 * Kenya keeps UTC+3 all year, but the zone is named so the rule reads as it is meant.
 */
export const billingTimeZone = 'Africa/Nairobi';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: billingTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Nairobi at an instant, as YYYY-MM-DD. */
export function nairobiDate(instant: Date): string {
  return dayFormat.format(instant);
}
