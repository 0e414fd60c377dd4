/**
 * The one home of calendar and instant arithmetic in Nairobi time (docs: "one home per rule").
 * Billing dates are calendar dates written YYYY-MM-DD in Africa/Nairobi; instants are Dates or
 * UTC ISO strings. Kenya keeps UTC+3 all year (no daylight saving), so a Nairobi day is a fixed
 * 24 hours of instants. Lint forbids the day's milliseconds and the '+03:00' offset written out
 * anywhere else: code asks this module instead. How dates read (in both languages) lives next
 * door, in date-format.ts.
 */

/** Nairobi's offset from UTC, all year. */
const nairobiOffset = '+03:00';

/** The milliseconds of a day (of a Nairobi day too: no daylight saving). */
export const msPerDay = 86_400_000;

const msPerMinute = 60_000;

/** Nairobi's offset from UTC in milliseconds, all year. */
const nairobiOffsetMs = 3 * 60 * msPerMinute;

// ---- Nairobi days of instants, and instants of Nairobi days -------------------------------

/**
 * The calendar day in Nairobi at an instant, as YYYY-MM-DD. By the fixed offset, not Intl's
 * time zones: asking Intl for a zone loads ICU's zone and calendar data (some 8 MB, resident
 * from then on), which the server's start-up and its hot paths (a payment's day, the sending
 * hours) then do without, and costs more a call than the arithmetic; for Nairobi the answer
 * is the same.
 */
export function nairobiDate(instant: Date): string {
  return nairobiWallClock(instant).toISOString().slice(0, 10);
}

/** The hour of the day (0-23) in Nairobi at an instant. */
export function nairobiHour(instant: Date): number {
  return nairobiWallClock(instant).getUTCHours();
}

/**
 * Today in Nairobi, YYYY-MM-DD. For the browser, whose clock is the device's; the server asks
 * its injected clock (`nairobiDate(clock())`) so tests can move time.
 */
export function todayInNairobi(): string {
  return nairobiDate(new Date());
}

/** The instant (UTC ISO) of a time of day (HH:MM) on a Nairobi calendar day. */
export function nairobiInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00.000${nairobiOffset}`).toISOString();
}

/** The first instant (UTC ISO) of a Nairobi calendar day. */
export function nairobiDayStart(date: string): string {
  return nairobiInstant(date, '00:00');
}

/** The instant (UTC ISO) the Nairobi day after `date` begins: the end of `date`, exclusive. */
export function nairobiDayEnd(date: string): string {
  return nairobiDayStart(addDays(date, 1));
}

/**
 * Nairobi's wall clock at an instant, as a Date whose UTC fields read it: for formats written
 * field by field in Kenya time (M-PESA's YYYYMMDDHHmmss).
 */
export function nairobiWallClock(instant: Date): Date {
  return new Date(instant.getTime() + nairobiOffsetMs);
}

/** The instant a Nairobi wall-clock reading names (month 1–12; fields past their end roll over). */
export function instantOfNairobiTime(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): Date {
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - nairobiOffsetMs);
}

// ---- Calendar dates (YYYY-MM-DD) ----------------------------------------------------------

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `days` calendar days after a YYYY-MM-DD date (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * msPerDay).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / msPerDay,
  );
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

// ---- Instants ------------------------------------------------------------------------------

export function addMinutesToInstant(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * msPerMinute);
}

/** `days` × 24 hours after an instant (a Nairobi day is always 24 hours). */
export function addDaysToInstant(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * msPerDay);
}

/**
 * The same UTC day of the month and time, `months` later (the 31st becomes the month's last
 * day): when a trial or a paid month ends.
 */
export function addMonthsToInstant(instant: Date, months: number): Date {
  const result = new Date(instant);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
