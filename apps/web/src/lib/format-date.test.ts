import { afterEach, describe, expect, it } from 'vitest';
import { formatBalance, formatBalanceFigure } from './format-balance';
import {
  formatCalendarDate,
  formatDay,
  formatDayTime,
  formatMonth,
  formatShortMonth,
  setDateLanguage,
} from './format-date';

afterEach(() => setDateLanguage('en'));

describe("the app's date and balance formats", () => {
  it('writes English dates as "1 Sep 2026", never "Sept", in Nairobi time', () => {
    setDateLanguage('en');
    expect(formatCalendarDate('2026-09-01')).toBe('1 Sep 2026');
    expect(formatDay('2026-08-31T21:30:00.000Z')).toBe('1 Sep 2026');
    expect(formatDayTime('2026-09-01T11:05:00.000Z')).toBe('1 Sep 2026, 14:05');
    expect(formatShortMonth('2026-09')).toBe('Sep 2026');
    expect(formatMonth('2026-09')).toBe('September 2026');
  });

  it('writes Kiswahili dates in the same shape', () => {
    setDateLanguage('sw');
    expect(formatCalendarDate('2026-12-05')).toBe('5 Des 2026');
    expect(formatDayTime('2026-03-12T11:05:00.000Z')).toBe('12 Mac 2026, 14:05');
    expect(formatMonth('2026-08')).toBe('Agosti 2026');
  });

  it('words a credit in the app language, never "-KES"', () => {
    setDateLanguage('en');
    expect(formatBalance(-600)).toBe('In credit KES 600');
    expect(formatBalanceFigure(-600)).toBe('In credit KES 600');
    expect(formatBalanceFigure(7500)).toBe('7,500');
    setDateLanguage('sw');
    expect(formatBalance(-600)).toBe('Ana ziada ya KES 600');
    expect(formatBalance(600)).toBe('KES 600');
  });
});
