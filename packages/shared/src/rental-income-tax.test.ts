import { describe, expect, it } from 'vitest';
import {
  lastEndedMonth,
  mriDueDate,
  mriMonthEnded,
  nextMonth,
  previousMonth,
} from './rental-income-tax.js';

describe('MRI months', () => {
  it('steps across a year end both ways', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-03')).toBe('2026-02');
    expect(nextMonth('2025-12')).toBe('2026-01');
    expect(mriDueDate('2025-12')).toBe('2026-01-20');
  });

  it('takes the last month that has ended as the one to file', () => {
    expect(lastEndedMonth('2026-01-01')).toBe('2025-12');
    expect(lastEndedMonth('2026-03-31')).toBe('2026-02');
  });

  it('says a month has ended from the first day of the next', () => {
    expect(mriMonthEnded('2026-02', '2026-02-28')).toBe(false);
    expect(mriMonthEnded('2026-02', '2026-03-01')).toBe(true);
    expect(mriMonthEnded('2025-12', '2026-01-01')).toBe(true);
    expect(mriMonthEnded('2026-04', '2026-03-15')).toBe(false);
  });
});
