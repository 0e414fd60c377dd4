import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToKes, formatBalance, formatKes, formatKesFigure } from './money.js';

// Any amount the product holds: integer cents, debits and credits, up to a billion shillings.
const anyCents = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 });

describe('formatKes', () => {
  it('writes whole shillings without decimals and cents with two', () => {
    expect(formatKes(12000)).toBe('KES 12,000');
    expect(formatKes(12000.5)).toBe('KES 12,000.50');
    expect(formatKes(0.05)).toBe('KES 0.05');
    expect(formatKes(0)).toBe('KES 0');
    expect(formatKes(1_500_000)).toBe('KES 1,500,000');
  });

  it('puts the sign before the currency', () => {
    expect(formatKes(-1000)).toBe('-KES 1,000');
    expect(formatKes(-0.5)).toBe('-KES 0.50');
    expect(formatKes(-0.001)).toBe('KES 0');
  });

  it('keeps every digit of the amount, in order', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const text = formatKes(centsToKes(cents));
        const digits = text.replace(/[^0-9-]/g, '');
        const sign = cents < 0 ? '-' : '';
        const whole = Math.trunc(Math.abs(cents) / 100);
        const fraction = Math.abs(cents) % 100;
        expect(digits).toBe(
          `${sign}${whole}${fraction === 0 ? '' : String(fraction).padStart(2, '0')}`,
        );
      }),
    );
  });

  it('has no decimals on whole amounts and exactly two when there are cents', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const text = formatKes(centsToKes(cents));
        expect(text).toMatch(/^-?KES \d{1,3}(,\d{3})*(\.\d{2})?$/);
        expect(text.includes('.')).toBe(cents % 100 !== 0);
      }),
    );
  });
});

describe('formatKesFigure', () => {
  it('is the figure formatKes writes after "KES "', () => {
    fc.assert(
      fc.property(
        anyCents.filter((cents) => cents >= 0),
        (cents) => {
          expect(`KES ${formatKesFigure(centsToKes(cents))}`).toBe(formatKes(centsToKes(cents)));
        },
      ),
    );
  });
});

describe('formatBalance', () => {
  it('says a credit in words in both languages, never a minus sign', () => {
    expect(formatBalance(-600)).toBe('In credit KES 600');
    expect(formatBalance(-600, 'sw')).toBe('Ana ziada ya KES 600');
    expect(formatBalance(-0.5)).toBe('In credit KES 0.50');
    expect(formatBalance(1500, 'sw')).toBe('KES 1,500');
    expect(formatBalance(0)).toBe('KES 0');
    expect(formatBalance(-0.001)).toBe('KES 0');
  });
});
