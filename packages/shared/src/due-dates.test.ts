import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueDateOf } from './due-dates.js';
import { addDays, daysBetween } from './dates.js';

describe('due dates', () => {
  it('the day of the month falls on or after the billing date', () => {
    expect(dueDateOf({ rule: 'day_of_month', days: 5 }, '2026-11-01')).toBe('2026-11-05');
    expect(dueDateOf({ rule: 'day_of_month', days: 5 }, '2026-11-05')).toBe('2026-11-05');
    expect(dueDateOf({ rule: 'day_of_month', days: 5 }, '2026-11-06')).toBe('2026-12-05');
    expect(dueDateOf({ rule: 'day_of_month', days: 1 }, '2026-12-15')).toBe('2027-01-01');
  });

  it('billing on the 29th to 31st moves to the next month, February included', () => {
    expect(dueDateOf({ rule: 'day_of_month', days: 28 }, '2027-01-29')).toBe('2027-02-28');
    expect(dueDateOf({ rule: 'day_of_month', days: 28 }, '2027-01-31')).toBe('2027-02-28');
    expect(dueDateOf({ rule: 'day_of_month', days: 5 }, '2026-01-31')).toBe('2026-02-05');
    expect(dueDateOf({ rule: 'day_of_month', days: 28 }, '2028-02-29')).toBe('2028-03-28');
    expect(dueDateOf({ rule: 'day_of_month', days: 5 }, '2026-10-31')).toBe('2026-11-05');
  });

  it('days after counts calendar days across month ends and leap years', () => {
    expect(dueDateOf({ rule: 'days_after', days: 7 }, '2026-01-29')).toBe('2026-02-05');
    expect(dueDateOf({ rule: 'days_after', days: 1 }, '2028-02-28')).toBe('2028-02-29');
    expect(dueDateOf({ rule: 'days_after', days: 1 }, '2027-02-28')).toBe('2027-03-01');
    expect(dueDateOf({ rule: 'days_after', days: 0 }, '2026-03-31')).toBe('2026-03-31');
    expect(dueDateOf({ rule: 'days_after', days: 30 }, '2026-12-31')).toBe('2027-01-30');
  });

  it('a day-of-month due date is never before the billing date nor a month after it', () => {
    const dates = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: 28 }), (billing, day) => {
        const due = dueDateOf({ rule: 'day_of_month', days: day }, billing);
        expect(Number(due.slice(8))).toBe(day);
        expect(daysBetween(billing, due)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(billing, due)).toBeLessThan(31);
        expect(addDays(billing, daysBetween(billing, due))).toBe(due);
      }),
    );
  });
});
