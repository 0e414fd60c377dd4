import type { Meter } from '@rental/shared/schemas/readings';
import { toTimestamp } from '@rental/shared/timestamp';
import { describe, expect, it } from 'vitest';
import { settlement, suggestedRefund, typedCents } from './end-tenancy-form';

const meter: Meter = {
  tenantid: 't-1',
  tenantname: 'Amina Otieno',
  housenumber: 'A1',
  meternumber: 'M-001',
  unitrate: 150,
  previousreading: 100,
  previousdate: toTimestamp('2026-11-01T07:00:00Z'),
};
// Owes 2,000 of rent and 600 of water read but not billed; 20,000 held.
const money = { held: 20000, balance: 2000, unbilledWater: 600, meter };

const typed = (
  deductions: { reason: string; amount: string }[],
  refund: string,
  finalmeterreading = '',
) => ({ finalmeterreading, deductions, refund: { amount: refund } });

describe('the move-out settlement', () => {
  it('sums to the cent what is deducted and refunded against what is held', () => {
    const settled = settlement(
      typed(
        [
          { reason: 'damage', amount: '0.1' },
          { reason: 'cleaning', amount: '0.2' },
        ],
        '19999.7',
      ),
      money,
    );
    expect(settled).toMatchObject({ deducted: 0.3, refund: 19999.7, left: 0 });
    expect(settlement(typed([], '15000'), money).left).toBe(5000);
    expect(settlement(typed([], '21000'), money).left).toBe(-1000);
  });

  it('lets unpaid rent and water take what is owed once all the water is billed, not more', () => {
    // 2,000 rent + 600 unbilled + (110 - 100) x 150 = 4,100.
    const rent = (amount: string) =>
      settlement(typed([{ reason: 'unpaid rent', amount }], '0', '110'), money);
    expect(rent('4100')).toMatchObject({ owed: 4100, arrearsTooHigh: false });
    expect(rent('4100.01').arrearsTooHigh).toBe(true);
    // Damage is charged first, so it is not held to what is owed.
    const damage = settlement(typed([{ reason: 'damage', amount: '9000' }], '11000'), money);
    expect(damage.arrearsTooHigh).toBe(false);
    // A tenant in credit owes nothing: no rent deduction fits.
    const inCredit = { ...money, balance: -5000, unbilledWater: 0 };
    expect(settlement(typed([{ reason: 'water', amount: '1' }], '0'), inCredit)).toMatchObject({
      owed: 0,
      arrearsTooHigh: true,
    });
  });

  it('suggests refunding what the deductions leave, and reads typed amounts leniently', () => {
    expect(suggestedRefund(typed([{ reason: 'damage', amount: '8000' }], ''), 20000)).toBe('12000');
    expect(suggestedRefund(typed([{ reason: 'damage', amount: '25000' }], ''), 20000)).toBe('0');
    expect(typedCents(' 15000.5 ')).toBe(1500050);
    expect(typedCents('12.345')).toBe(0);
    expect(typedCents('')).toBe(0);
    expect(typedCents(99.99)).toBe(9999);
  });
});
