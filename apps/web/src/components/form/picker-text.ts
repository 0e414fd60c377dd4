import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * What a date input holds, as forms and the API keep it (`value`), as it is shown and typed
 * (`shown`) and how the calendar opens. Dates read day first in both languages (DD/MM/YYYY),
 * whatever the browser's own format; months by name ("November 2026", "Novemba 2026").
 */
export const pickerKinds = {
  day: {
    value: 'YYYY-MM-DD',
    shown: 'DD/MM/YYYY',
    // A phone's number pad has no slash: 25112026 is the 25th of November too.
    typed: ['DD/MM/YYYY', 'D/M/YYYY', 'DDMMYYYY'],
    views: ['year', 'month', 'day'],
    openTo: 'day',
    unit: 'day',
  },
  month: {
    value: 'YYYY-MM',
    shown: 'MMMM YYYY',
    typed: ['MMMM YYYY', 'MMM YYYY', 'MM/YYYY', 'M/YYYY', 'MMYYYY'],
    views: ['year', 'month'],
    openTo: 'month',
    unit: 'month',
  },
} as const;

export type PickerKind = keyof typeof pickerKinds;

/** The dayjs locale of an app language: British English starts weeks on Monday, day first. */
export function dayjsLocale(language: string): string {
  return language.startsWith('sw') ? 'sw' : 'en-gb';
}

/** A value as forms keep it ('YYYY-MM-DD' or 'YYYY-MM'); null for '' or nonsense. */
export function fromValue(kind: PickerKind, value: string | undefined): Dayjs | null {
  if (!value) return null;
  const date = dayjs(value, pickerKinds[kind].value, true);
  return date.isValid() ? date : null;
}

export function toValue(kind: PickerKind, date: Dayjs | null): string {
  return date?.isValid() ? date.format(pickerKinds[kind].value) : '';
}

/** How the input shows a value: 25/11/2026, or November 2026 in the language's month names. */
export function showDate(kind: PickerKind, date: Dayjs | null, locale: string): string {
  return date?.isValid() ? date.locale(locale).format(pickerKinds[kind].shown) : '';
}

/** What may be typed: a day's digits and slashes ('.', '-' and spaces count as slashes). */
export function cleanTyped(kind: PickerKind, text: string): string {
  if (kind === 'month') return text.slice(0, 20);
  return text
    .replace(/[.\- ]/g, '/')
    .replace(/[^\d/]/g, '')
    .slice(0, 10);
}

/** The day (or month) typed, whole and real; null while it is incomplete or not a date. */
export function parseTyped(kind: PickerKind, text: string, locale: string): Dayjs | null {
  // Month names are matched as the locale writes them: "novemba" is "Novemba".
  const typed = text
    .trim()
    .replace(/\p{L}+/gu, (word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase());
  if (typed === '') return null;
  const date = dayjs(typed, [...pickerKinds[kind].typed], locale, true);
  // Four digits of year: 26 or 0026 is a slip. A far year (2999) is a date the form's rules
  // then refuse with their own message.
  return date.isValid() && date.year() >= 1000 ? date : null;
}

/** Both the same day (or month), or both none. */
export function sameDate(kind: PickerKind, a: Dayjs | null, b: Dayjs | null): boolean {
  if (a === null || b === null) return a === b;
  return a.isSame(b, pickerKinds[kind].unit);
}
