import type { Meter } from '@rental/shared/schemas/readings';
import { describe, expect, it } from 'vitest';
import { readingUsage } from './reading-usage';

const meter: Meter = {
  tenantid: 't-1',
  tenantname: 'Amina Otieno',
  housenumber: 'A1',
  meternumber: 'M-1',
  unitrate: 150.5,
  previousreading: 12.5,
  previousdate: { seconds: 0, nanoseconds: 0 },
};

describe('readingUsage', () => {
  it('computes usage and cost as the server bills it, rounded half up to the cent', () => {
    expect(readingUsage(meter, '12.57', false)).toEqual({
      kind: 'usage',
      usage: 0.07,
      cost: 10.54,
    });
    expect(readingUsage(meter, ' 32.5 ', false)).toEqual({ kind: 'usage', usage: 20, cost: 3010 });
  });

  it('says when a reading is below the previous one, unless the meter was replaced', () => {
    expect(readingUsage(meter, '3.5', false)).toEqual({ kind: 'below', previous: 12.5 });
    expect(readingUsage(meter, '3.5', true)).toEqual({ kind: 'usage', usage: 3.5, cost: 526.75 });
  });

  it('treats a first reading as the baseline, and blank or malformed input apart', () => {
    expect(readingUsage({ ...meter, previousreading: null }, '99', false)).toEqual({
      kind: 'baseline',
    });
    expect(readingUsage(meter, '', false)).toEqual({ kind: 'empty' });
    expect(readingUsage(meter, '1.234', false)).toEqual({ kind: 'invalid' });
    expect(readingUsage(meter, '-1', false)).toEqual({ kind: 'invalid' });
  });
});
