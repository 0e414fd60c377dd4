import { nairobiDate, nairobiWallClock } from './dates.js';
import type { Language } from './enums.js';

/**
 * The one home of how people read dates, in both languages: "1 Sep 2026" and "1 Sep 2026"
 * in Kiswahili ("5 Des 2026"). Month names are Intl's (CLDR's) for each language, written out
 * here (date-format.test.ts compares them with Intl) rather than asked of Intl at run time:
 * ICU versions differ (en-GB says "Sept" since CLDR 38; a phone's browser may lack Kiswahili),
 * and a date must read the same on the screen, in a PDF, in an SMS and in the activity log.
 * Machines get ISO dates (CSV columns, the API); people get these.
 */
const shortMonths: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};

const longMonths: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  sw: [
    'Januari',
    'Februari',
    'Machi',
    'Aprili',
    'Mei',
    'Juni',
    'Julai',
    'Agosti',
    'Septemba',
    'Oktoba',
    'Novemba',
    'Desemba',
  ],
};

/** [year, month 1–12, day] of YYYY-MM-DD (or YYYY-MM, day 1). */
function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number | undefined];
  return [y, m, d ?? 1];
}

/** A calendar date YYYY-MM-DD: "1 Sep 2026" (Kiswahili "1 Sep 2026", "5 Des 2026"). */
export function formatCalendarDay(date: string, language: Language = 'en'): string {
  const [y, m, d] = parts(date);
  return `${d} ${shortMonths[language][m - 1]} ${y}`;
}

/** A calendar date in full, where it is the point of a sentence: "20 December 2026". */
export function formatLongCalendarDay(date: string, language: Language = 'en'): string {
  const [y, m, d] = parts(date);
  return `${d} ${longMonths[language][m - 1]} ${y}`;
}

/** A month YYYY-MM (or a date in it): "November 2026" (Kiswahili "Novemba 2026"). */
export function formatCalendarMonth(month: string, language: Language = 'en'): string {
  const [y, m] = parts(month);
  return `${longMonths[language][m - 1]} ${y}`;
}

/** A month's short name and year (a chart's axis): "Oct 2026". */
export function formatShortCalendarMonth(month: string, language: Language = 'en'): string {
  const [y, m] = parts(month);
  return `${shortMonths[language][m - 1]} ${y}`;
}

/** A month's name alone, in full (this month's tiles): "November" (Kiswahili "Novemba"). */
export function formatLongMonthName(month: string, language: Language = 'en'): string {
  return longMonths[language][parts(month)[1] - 1]!;
}

/** A month's short name alone (a quarter's months): "Oct". */
export function formatShortMonthName(month: string, language: Language = 'en'): string {
  return shortMonths[language][parts(month)[1] - 1]!;
}

/**
 * The Nairobi time of an instant on the 24-hour clock, as Kenya reads it: "14:05". From the
 * wall clock (dates.ts), as the day is: asking Intl for the zone would load ICU's zone data for
 * the same answer.
 */
function nairobiTimeOfDay(instant: Date): string {
  return nairobiWallClock(instant).toISOString().slice(11, 16);
}

/** The Nairobi day of an instant: "12 Mar 2026". */
export function formatInstantDay(instant: Date, language: Language = 'en'): string {
  return formatCalendarDay(nairobiDate(instant), language);
}

/** The Nairobi day and time of an instant: "12 Mar 2026, 14:05". */
export function formatInstantDayTime(instant: Date, language: Language = 'en'): string {
  return `${formatInstantDay(instant, language)}, ${nairobiTimeOfDay(instant)}`;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoMonth = /^\d{4}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value that may be an ISO date or month (a notification's or an activity entry's
 * parameter), as people read it; anything else is left as it is.
 */
export function formatDateValue<T>(value: T, language: Language = 'en'): T | string {
  if (typeof value !== 'string') return value;
  if (isoDate.test(value)) return formatCalendarDay(value, language);
  if (isoMonth.test(value)) return formatCalendarMonth(value, language);
  if (isoInstant.test(value)) return formatInstantDay(new Date(value), language);
  return value;
}
