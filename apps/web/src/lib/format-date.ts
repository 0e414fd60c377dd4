import type { Language } from '@rental/shared/enums';
import { billingTimeZone } from '@rental/shared/billing-dates';
import { fromTimestamp, type Timestamp } from '@rental/shared/timestamp';

/** The locale dates are written in: Kenyan English or Kiswahili ("5 Dec 2026", "5 Des 2026"). */
const locales: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };
let locale = locales.en;

/** Dates follow the app's language (i18n.ts calls this whenever the language changes). */
export function setDateLanguage(language: Language): void {
  locale = locales[language];
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and style, made once: Intl formatters are costly to build. */
function format(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${name}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(key, found);
  }
  return found;
}

// Money moves in Kenya: show the day there, whatever the device's zone.
const dayFormat = () => format('day', { dateStyle: 'medium', timeZone: billingTimeZone });
const dayTimeFormat = () =>
  format('dayTime', { dateStyle: 'medium', timeStyle: 'short', timeZone: billingTimeZone });
const calendarFormat = () => format('calendar', { dateStyle: 'medium', timeZone: 'UTC' });
const longCalendarFormat = () => format('longCalendar', { dateStyle: 'long', timeZone: 'UTC' });
const monthFormat = () => format('month', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function toDate(instant: Date | string | Timestamp): Date {
  if (instant instanceof Date) return instant;
  return typeof instant === 'string' ? new Date(instant) : fromTimestamp(instant);
}

/** The Nairobi day of an instant (ISO string, Date or spec timestamp): "12 Mar 2026". */
export function formatDay(instant: Date | string | Timestamp): string {
  return dayFormat().format(toDate(instant));
}

/** The Nairobi day and time of an instant: "12 Mar 2026, 14:05". */
export function formatDayTime(instant: Date | string | Timestamp): string {
  return dayTimeFormat().format(toDate(instant));
}

/** A calendar date written YYYY-MM-DD (already a Nairobi day): "12 Mar 2026". */
export function formatCalendarDate(date: string): string {
  return calendarFormat().format(calendarDay(date));
}

/** A calendar date in full, where it is the point of a sentence: "20 December 2026". */
export function formatLongCalendarDate(date: string): string {
  return longCalendarFormat().format(calendarDay(date));
}

/** A calendar month written YYYY-MM: "November 2026". */
export function formatMonth(month: string): string {
  return monthFormat().format(calendarDay(`${month}-01`));
}

const longMonthNameFormat = () => format('longMonthName', { month: 'long', timeZone: 'UTC' });

/** A calendar month's name alone, in full (this month's tiles): "November". */
export function formatLongMonthName(month: string): string {
  return longMonthNameFormat().format(calendarDay(`${month}-01`));
}

function calendarDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

const monthNameFormat = () => format('monthName', { month: 'short', timeZone: 'UTC' });
const shortMonthFormat = () =>
  format('shortMonth', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar month's name alone, short (a quarter's months): "Oct". */
export function formatMonthName(month: string): string {
  return monthNameFormat().format(calendarDay(`${month}-01`));
}

/** A calendar month, short (a chart's axis): "Oct 2026". */
export function formatShortMonth(month: string): string {
  return shortMonthFormat().format(calendarDay(`${month}-01`));
}
