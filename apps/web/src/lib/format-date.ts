import { billingTimeZone } from '@rental/shared/billing-dates';
import { fromTimestamp, type Timestamp } from '@rental/shared/timestamp';

// Money moves in Kenya: show the day there, whatever the device's zone.
const dayFormat = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeZone: billingTimeZone,
});
const dayTimeFormat = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: billingTimeZone,
});
const calendarFormat = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'UTC' });
const longCalendarFormat = new Intl.DateTimeFormat('en-KE', { dateStyle: 'long', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-KE', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function toDate(instant: Date | string | Timestamp): Date {
  if (instant instanceof Date) return instant;
  return typeof instant === 'string' ? new Date(instant) : fromTimestamp(instant);
}

/** The Nairobi day of an instant (ISO string, Date or spec timestamp): "12 Mar 2026". */
export function formatDay(instant: Date | string | Timestamp): string {
  return dayFormat.format(toDate(instant));
}

/** The Nairobi day and time of an instant: "12 Mar 2026, 14:05". */
export function formatDayTime(instant: Date | string | Timestamp): string {
  return dayTimeFormat.format(toDate(instant));
}

/** A calendar date written YYYY-MM-DD (already a Nairobi day): "12 Mar 2026". */
export function formatCalendarDate(date: string): string {
  return calendarFormat.format(calendarDay(date));
}

/** A calendar date in full, where it is the point of a sentence: "20 December 2026". */
export function formatLongCalendarDate(date: string): string {
  return longCalendarFormat.format(calendarDay(date));
}

/** A calendar month written YYYY-MM: "November 2026". */
export function formatMonth(month: string): string {
  return monthFormat.format(calendarDay(`${month}-01`));
}

function calendarDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

const monthNameFormat = new Intl.DateTimeFormat('en-KE', { month: 'short', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('en-KE', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar month's name alone, short (a quarter's months): "Oct". */
export function formatMonthName(month: string): string {
  return monthNameFormat.format(calendarDay(`${month}-01`));
}

/** A calendar month, short (a chart's axis): "Oct 2026". */
export function formatShortMonth(month: string): string {
  return shortMonthFormat.format(calendarDay(`${month}-01`));
}
