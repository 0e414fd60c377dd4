import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incomeCategories } from './ledger-kinds.js';
import {
  allocateIncome,
  openingCharges,
  type IncomeSplit,
  type OpenCharge,
} from './income-split.js';
import { mriDueDate, mriRateFor, mriTaxCents } from './rental-income-tax.js';

const charge = fc.record({
  unpaidCents: fc.integer({ min: 0, max: 5_000_000 }),
  income: fc.constantFrom(...incomeCategories),
});
const cents = fc.integer({ min: 0, max: 20_000_000 });
const total = (split: IncomeSplit) => incomeCategories.reduce((sum, c) => sum + split[c], 0);

/** What is owed of each kind. */
function owedOf(charges: OpenCharge[]): IncomeSplit {
  const owed: IncomeSplit = { rent: 0, water: 0, servicecharge: 0, other: 0 };
  for (const c of charges) owed[c.income] += c.unpaidCents;
  return owed;
}

/** What is unpaid of each charge after `paid` cents settled them in order. */
function afterPaying(charges: OpenCharge[], paid: number): OpenCharge[] {
  let left = paid;
  return charges.map((c) => {
    const settled = Math.min(left, c.unpaidCents);
    left -= settled;
    return { ...c, unpaidCents: c.unpaidCents - settled };
  });
}

describe('allocateIncome', () => {
  it('parts every cent of a payment, none negative; what is beyond the charges is rent', () => {
    fc.assert(
      fc.property(fc.array(charge, { maxLength: 12 }), cents, (charges, paid) => {
        const split = allocateIncome(charges, paid);
        expect(total(split)).toBe(paid);
        for (const c of incomeCategories) expect(split[c]).toBeGreaterThanOrEqual(0);
        const owed = owedOf(charges);
        const owedAll = total(owed);
        for (const c of incomeCategories) {
          const ahead = c === 'rent' ? Math.max(0, paid - owedAll) : 0;
          // Never more of a kind than is owed of it (rent also takes what is paid ahead)...
          expect(split[c]).toBeLessThanOrEqual(owed[c] + ahead);
          // ...and all of it once the payment covers everything owed.
          if (paid >= owedAll) expect(split[c]).toBe(owed[c] + ahead);
        }
      }),
    );
  });

  it('splits two payments as one of their sum: the migration replays what posting decides', () => {
    fc.assert(
      fc.property(fc.array(charge, { maxLength: 12 }), cents, cents, (charges, first, second) => {
        const one = allocateIncome(charges, first);
        const two = allocateIncome(afterPaying(charges, first), second);
        const both = allocateIncome(charges, first + second);
        for (const c of incomeCategories) expect(one[c] + two[c]).toBe(both[c]);
      }),
    );
  });

  it('settles charges oldest first: rent owed after water is paid after it', () => {
    const charges: OpenCharge[] = [
      { unpaidCents: 50_000, income: 'water' },
      { unpaidCents: 1_000_000, income: 'rent' },
      { unpaidCents: 80_000, income: 'water' },
    ];
    expect(allocateIncome(charges, 500_000)).toEqual({
      rent: 450_000,
      water: 50_000,
      servicecharge: 0,
      other: 0,
    });
    expect(allocateIncome(charges, 1_200_000)).toEqual({
      rent: 1_070_000,
      water: 130_000,
      servicecharge: 0,
      other: 0,
    });
  });
});

describe('openingCharges', () => {
  it('settles the opening rent before the opening water', () => {
    expect(openingCharges(150_050, 20_000, 170_050)).toEqual([
      { unpaidCents: 150_050, income: 'rent' },
      { unpaidCents: 20_000, income: 'water' },
    ]);
    expect(openingCharges(150_050, 20_000, 10_000)).toEqual([
      { unpaidCents: 0, income: 'rent' },
      { unpaidCents: 10_000, income: 'water' },
    ]);
  });
});

describe('the MRI rate table', () => {
  it('is 10% up to December 2023 and 7.5% from January 2024', () => {
    expect(mriRateFor('2023-12')).toBe(10);
    expect(mriRateFor('2024-01')).toBe(7.5);
    expect(mriRateFor('2026-11')).toBe(7.5);
  });

  it('taxes to the nearest cent and is due on the 20th of the next month', () => {
    expect(mriTaxCents(1_370_000, 7.5)).toBe(102_750);
    expect(mriTaxCents(1, 7.5)).toBe(0);
    expect(mriTaxCents(7, 7.5)).toBe(1);
    expect(mriDueDate('2024-12')).toBe('2025-01-20');
    expect(mriDueDate('2024-01')).toBe('2024-02-20');
  });
});
