import { describe, expect, it } from 'vitest';
import { withinSendingHours } from '../../src/lib/sending-hours.js';

const nairobi = (time: string) => new Date(`2026-06-15T${time}+03:00`);

describe('sending hours', () => {
  it('are 08:00 to 17:59 in Nairobi by default, whatever the server clock zone', () => {
    expect(withinSendingHours(nairobi('07:59:59'))).toBe(false);
    expect(withinSendingHours(nairobi('08:00:00'))).toBe(true);
    expect(withinSendingHours(nairobi('17:59:59'))).toBe(true);
    expect(withinSendingHours(nairobi('18:00:00'))).toBe(false);
  });

  it('follow TENANT_SMS_HOURS when set', () => {
    expect(withinSendingHours(nairobi('02:00:00'), { from: 0, to: 24 })).toBe(true);
    expect(withinSendingHours(nairobi('19:00:00'), { from: 7, to: 20 })).toBe(true);
  });
});
