import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unpaidAmounts, unpaidOfCharge, unpaidOfOwed } from '../../src/modules/ledger/index.js';

// "Oldest charge first" is one rule (ledger/settlement.ts): the unpaid charges of reminders and
// late fees, an invoice's status and the arrears aging each read it from different sums, and
// must agree on what is unpaid of every charge.
const charges = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 12 });
const credits = fc.integer({ min: 0, max: 5_000_000 });
const sum = (cents: readonly number[]) => cents.reduce((total, c) => total + c, 0);

describe('oldest charge first', () => {
  it('settles the oldest charge before any newer one', () => {
    expect(unpaidAmounts([5_000, 9_000, 9_000], 12_000)).toEqual([0, 2_000, 9_000]);
  });

  it('gives an invoice the same unpaid part from the sums before it', () => {
    fc.assert(
      fc.property(charges, credits, (cents, paid) => {
        const unpaid = unpaidAmounts(cents, paid);
        cents.forEach((c, k) => {
          expect(unpaidOfCharge(c, sum(cents.slice(0, k)), paid)).toBe(unpaid[k]);
        });
      }),
    );
  });

  it('gives the arrears aging the same unpaid part from the balance', () => {
    fc.assert(
      fc.property(charges, credits, (cents, paid) => {
        const balance = sum(cents) - paid;
        fc.pre(balance > 0);
        const unpaid = unpaidAmounts(cents, paid);
        cents.forEach((c, k) => {
          expect(unpaidOfOwed(c, sum(cents.slice(k + 1)), balance)).toBe(unpaid[k]);
        });
      }),
    );
  });
});
