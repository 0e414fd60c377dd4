import { describe, expect, it } from 'vitest';
import { staleAge } from './message-age';

const now = new Date('2026-12-31T09:00:00.000Z');

describe('staleAge', () => {
  it('an invoice of a past (Nairobi) month is stale, with its age', () => {
    expect(staleAge({ purpose: 'invoice', createdat: '2026-12-10T05:00:00.000Z' }, now)).toBe(
      undefined,
    );
    // 1 December 01:00 in Nairobi is still 30 November in UTC.
    expect(staleAge({ purpose: 'invoice', createdat: '2026-11-30T22:00:00.000Z' }, now)).toBe(
      undefined,
    );
    expect(staleAge({ purpose: 'invoice', createdat: '2026-11-30T20:00:00.000Z' }, now)).toEqual({
      unit: 'weeks',
      count: 4,
    });
    expect(staleAge({ purpose: 'reminder', createdat: '2026-09-01T05:00:00.000Z' }, now)).toEqual({
      unit: 'months',
      count: 4,
    });
  });

  it('any other message is stale after a week', () => {
    expect(staleAge({ purpose: 'receipt', createdat: '2026-12-26T05:00:00.000Z' }, now)).toBe(
      undefined,
    );
    expect(staleAge({ purpose: 'receipt', createdat: '2026-12-21T05:00:00.000Z' }, now)).toEqual({
      unit: 'days',
      count: 10,
    });
  });
});
