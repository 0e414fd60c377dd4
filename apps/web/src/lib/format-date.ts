import {
  formatCalendarDay,
  formatCalendarMonth,
  formatDateValue,
  formatInstantDay,
  formatInstantDayTime,
  formatLongCalendarDay,
  formatLongMonthName as formatLongMonthNameIn,
  formatShortCalendarMonth,
  formatShortMonthName,
} from '@rental/shared/date-format';
import type { Language } from '@rental/shared/enums';
import { fromTimestamp, type Timestamp } from '@rental/shared/timestamp';

/**
 * Dates on screens and in PDFs, in the app's language, never the browser's locale: the rule
 * itself ("1 Sep 2026", Kiswahili "5 Des 2026") lives in @rental/shared/date-format, which the
 * server's SMS use too.
 */
let language: Language = 'en';

/** Dates follow the app's language (i18n.ts calls this whenever the language changes). */
export function setDateLanguage(next: Language): void {
  language = next;
}

/** The app's language as the formatters follow it (format-balance.ts words credits in it). */
export function formatLanguage(): Language {
  return language;
}

function toDate(instant: Date | string | Timestamp): Date {
  if (instant instanceof Date) return instant;
  return typeof instant === 'string' ? new Date(instant) : fromTimestamp(instant);
}

/** The Nairobi day of an instant (ISO string, Date or spec timestamp): "12 Mar 2026". */
export function formatDay(instant: Date | string | Timestamp): string {
  return formatInstantDay(toDate(instant), language);
}

/** The Nairobi day and time of an instant: "12 Mar 2026, 14:05". */
export function formatDayTime(instant: Date | string | Timestamp): string {
  return formatInstantDayTime(toDate(instant), language);
}

/** A calendar date written YYYY-MM-DD (already a Nairobi day): "12 Mar 2026". */
export function formatCalendarDate(date: string): string {
  return formatCalendarDay(date, language);
}

/** A calendar date in full, where it is the point of a sentence: "20 December 2026". */
export function formatLongCalendarDate(date: string): string {
  return formatLongCalendarDay(date, language);
}

/** A calendar month written YYYY-MM: "November 2026". */
export function formatMonth(month: string): string {
  return formatCalendarMonth(month, language);
}

/** A calendar month's name alone, in full (this month's tiles): "November". */
export function formatLongMonthName(month: string): string {
  return formatLongMonthNameIn(month, language);
}

/** A calendar month's name alone, short (a quarter's months): "Oct". */
export function formatMonthName(month: string): string {
  return formatShortMonthName(month, language);
}

/** A calendar month, short (a chart's axis): "Oct 2026". */
export function formatShortMonth(month: string): string {
  return formatShortCalendarMonth(month, language);
}

/** A message parameter that may be an ISO date, month or instant, as the reader's language writes it. */
export function formatDateParam<T>(value: T): T | string {
  return formatDateValue(value, language);
}
