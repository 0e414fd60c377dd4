import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  percentOfCents,
  percentToBasisPoints,
  ratePercent,
} from './percent.js';

describe('percentages', () => {
  it('takes a percentage of cents to the cent, half a cent up', () => {
    expect(percentOfCents(1_000_000, 500)).toBe(50_000); // 5 % of KES 10,000
    expect(percentOfCents(10, 500)).toBe(1); // half a cent: up
    expect(percentOfCents(9, 500)).toBe(0); // 0.45 cent: down
    expect(percentOfCents(1_370_000, 750)).toBe(102_750);
  });

  it('agrees with the tenths-of-a-percent rule the MRI tax was computed by', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (cents, tenths) =>
          percentOfCents(cents, percentToBasisPoints(tenths / 10)) ===
          Math.round((cents * tenths) / 1000),
      ),
    );
  });

  it('keeps a typed percentage in hundredths and reads it back', () => {
    expect(percentToBasisPoints(7.5)).toBe(750);
    expect(percentToBasisPoints(12.34)).toBe(1234);
    expect(basisPointsToPercent(1234)).toBe(12.34);
  });

  it('gives a rate with one decimal, and 0 of nothing', () => {
    expect(ratePercent(2, 3)).toBe(66.7);
    expect(ratePercent(0, 0)).toBe(0);
  });
});
