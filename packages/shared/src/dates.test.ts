import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToInstant,
  addMonthsToInstant,
  nairobiDate,
  nairobiHour,
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

  it("reads the day and the hour as Intl's Africa/Nairobi zone does, at any instant", () => {
    // dates.ts reckons them by the fixed offset (no ICU zone data loaded): the zone agrees.
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Nairobi',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    const field = (at: Date, type: Intl.DateTimeFormatPartTypes) =>
      zone.formatToParts(at).find((part) => part.type === type)!.value;
    // From 1970 to 2200: Kenya's offset has not changed in that time (tzdata: UTC+3 since 1942).
    const instants = fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2200-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (at) => {
        const day = `${field(at, 'year')}-${field(at, 'month')}-${field(at, 'day')}`;
        expect(nairobiDate(at)).toBe(day);
        expect(nairobiHour(at)).toBe(Number(field(at, 'hour')));
      }),
      { numRuns: 2000 },
    );
  });

  it('moves instants by days and by months, a month-end staying in its month', () => {
    const at = new Date('2026-01-31T10:00:00.000Z');
    expect(addDaysToInstant(at, 1).toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(addMonthsToInstant(at, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsToInstant(at, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });
});
