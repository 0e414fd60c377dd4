import { describe, expect, it } from 'vitest';
import {
  addDaysToInstant,
  addMonthsToInstant,
  nairobiDate,
  nairobiDayEnd,
  nairobiDayStart,
  nairobiInstant,
} from './dates.js';

describe('Nairobi dates', () => {
  it('a Nairobi day runs from 21:00 UTC the evening before, for 24 hours', () => {
    expect(nairobiDayStart('2026-03-10')).toBe('2026-03-09T21:00:00.000Z');
    expect(nairobiDayEnd('2026-03-10')).toBe('2026-03-10T21:00:00.000Z');
    expect(nairobiDayEnd('2026-12-31')).toBe('2026-12-31T21:00:00.000Z');
    expect(nairobiInstant('2026-03-10', '12:00')).toBe('2026-03-10T09:00:00.000Z');
  });

  it('an instant belongs to the Nairobi day its local time falls on', () => {
    expect(nairobiDate(new Date('2026-03-09T20:59:59.999Z'))).toBe('2026-03-09');
    expect(nairobiDate(new Date('2026-03-09T21:00:00.000Z'))).toBe('2026-03-10');
  });

  it('moves instants by days and by months, a month-end staying in its month', () => {
    const at = new Date('2026-01-31T10:00:00.000Z');
    expect(addDaysToInstant(at, 1).toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(addMonthsToInstant(at, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsToInstant(at, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });
});
