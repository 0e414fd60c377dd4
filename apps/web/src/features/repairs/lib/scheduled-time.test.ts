import { describe, expect, it } from 'vitest';
import { nairobiDayAndTime, scheduledForOf, typedTime } from './scheduled-time';

describe('the time of a repair, as typed', () => {
  it('takes the 24-hour clock with a colon, a dot or nothing between', () => {
    expect(typedTime('14:30')).toBe('14:30');
    expect(typedTime(' 9:05 ')).toBe('09:05');
    expect(typedTime('9.05')).toBe('09:05');
    expect(typedTime('1430')).toBe('14:30');
    expect(typedTime('0000')).toBe('00:00');
  });

  it('refuses what is no time', () => {
    for (const text of ['', '24:00', '10:60', '10', '10:5', '2pm', '10:00 AM', '1:2:3']) {
      expect(typedTime(text)).toBeNull();
    }
  });

  it('sends the day and time in Nairobi as the server takes them, or null', () => {
    expect(scheduledForOf('2026-03-03', '9.00')).toBe('2026-03-03T09:00');
    expect(scheduledForOf('', '')).toBeNull();
    expect(nairobiDayAndTime('2026-03-03T21:30:00.000Z')).toEqual({
      date: '2026-03-04',
      time: '00:30',
    });
  });
});
