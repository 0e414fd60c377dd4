import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatDateValue,
  formatInstantDayTime,
  formatLongCalendarDay,
  formatShortCalendarMonth,
  formatShortMonthName,
} from './date-format.js';
import { languages } from './enums.js';

const everyMonth = Array.from(
  { length: 12 },
  (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`,
);

describe('the date format people read', () => {
  it('writes "1 Sep 2026" in English, never "Sept", whatever the ICU version says', () => {
    expect(formatCalendarDay('2026-09-01')).toBe('1 Sep 2026');
    expect(everyMonth.map((day) => formatCalendarDay(day, 'en')).join(' ')).not.toContain('Sept');
    expect(formatShortCalendarMonth('2026-09', 'en')).toBe('Sep 2026');
  });

  it('names the months as Intl (CLDR) names them in each language, Sept written Sep', () => {
    const intlNames = (locale: string, month: 'short' | 'long') =>
      everyMonth.map((day) =>
        new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' })
          .format(new Date(`${day}T12:00:00Z`))
          .replace(/^Sept$/, 'Sep'),
      );
    for (const [language, locale] of [
      ['en', 'en-GB'],
      ['sw', 'sw-KE'],
    ] as const) {
      expect(everyMonth.map((day) => formatShortMonthName(day, language))).toEqual(
        intlNames(locale, 'short'),
      );
      expect(everyMonth.map((day) => formatCalendarMonth(day, language).split(' ')[0])).toEqual(
        intlNames(locale, 'long'),
      );
    }
  });

  it('writes Kiswahili in the same shape with its own month names', () => {
    expect(formatCalendarDay('2026-12-05', 'sw')).toBe('5 Des 2026');
    expect(formatCalendarDay('2026-09-01', 'sw')).toBe('1 Sep 2026');
    expect(formatLongCalendarDay('2026-03-20', 'sw')).toBe('20 Machi 2026');
    expect(formatCalendarMonth('2026-11', 'sw')).toBe('Novemba 2026');
  });

  it('gives every month of both languages the "day Mon year" shape', () => {
    for (const language of languages)
      for (const day of everyMonth)
        expect(formatCalendarDay(day, language)).toMatch(/^1 [A-Z][a-z]{2} 2026$/);
  });

  it('writes an instant as its Nairobi day and 24-hour time', () => {
    expect(formatInstantDayTime(new Date('2026-08-31T22:05:00Z'), 'en')).toBe('1 Sep 2026, 01:05');
  });

  it("writes an instant's time as Intl's Africa/Nairobi zone reads it, at any instant", () => {
    // The time comes from the fixed offset (no ICU zone data loaded): the zone agrees.
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Nairobi',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // From 1970 to 2200: Kenya's offset has not changed in that time (tzdata: UTC+3 since 1942).
    const instants = fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2200-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (at) => {
        expect(formatInstantDayTime(at, 'en').split(', ')[1]).toBe(zone.format(at));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads ISO dates, months and instants among parameters, and leaves the rest alone', () => {
    expect(formatDateValue('2026-12-01', 'sw')).toBe('1 Des 2026');
    expect(formatDateValue('2026-09', 'en')).toBe('September 2026');
    expect(formatDateValue('2026-09-01T08:00:00.000Z', 'en')).toBe('1 Sep 2026');
    expect(formatDateValue('INV-000008', 'en')).toBe('INV-000008');
    expect(formatDateValue(5, 'en')).toBe(5);
  });
});
