import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repairTime } from '../../src/modules/sms/templates/repair.js';

describe("a repair visit's time in the tenant's and the fundi's SMS", () => {
  it('names September as every other date does, in both languages', () => {
    // 07:30 UTC is 10:30 in Nairobi, Tuesday 1 September 2026.
    const at = new Date('2026-09-01T07:30:00Z');
    expect(repairTime('en', at)).toBe('Tue 1 Sep at 10:30');
    expect(repairTime('sw', at)).toBe('Jumanne 1 Sep saa 4:30 asubuhi');
  });

  it('reads the day and time on the Nairobi clock, across midnight UTC', () => {
    // 22:15 UTC on 31 December is 01:15 on 1 January in Nairobi: Swahili's 7 at night.
    const at = new Date('2026-12-31T22:15:00Z');
    expect(repairTime('en', at)).toBe('Fri 1 Jan at 01:15');
    expect(repairTime('sw', at)).toBe('Ijumaa 1 Jan saa 7:15 usiku');
  });

  it("agrees with Intl's Africa/Nairobi zone on the weekday, day and time, at any instant", () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Nairobi',
      weekday: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const field = (at: Date, type: Intl.DateTimeFormatPartTypes) =>
      zone.formatToParts(at).find((part) => part.type === type)!.value;
    const instants = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (at) => {
        const [weekday, day, , , time] = repairTime('en', at).split(' ');
        expect([weekday, day, time]).toEqual([
          field(at, 'weekday'),
          field(at, 'day'),
          `${field(at, 'hour')}:${field(at, 'minute')}`,
        ]);
      }),
      { numRuns: 1000 },
    );
  });
});
