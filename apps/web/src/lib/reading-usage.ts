import { typedAmountValue } from '@rental/shared/amount-input';
import { centsToKes, kesToCents } from '@rental/shared/money';
import type { Meter } from '@rental/shared/schemas/readings';
import { fromHundredths, toHundredths, waterCostCents } from '@rental/shared/water-math';

/** What a typed reading means for its meter: the readings grid and the final reading at move-out. */
export type ReadingUsage =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'baseline' }
  | { kind: 'below'; previous: number }
  | { kind: 'usage'; usage: number; cost: number };

/**
 * Usage since the meter's last reading (from 0 on a replaced meter) and its cost at the room's
 * rate, by the same rule the server bills with. A meter with no reading yet gets
 * a baseline: nothing to bill.
 */
export function readingUsage(meter: Meter, typed: string, replaced: boolean): ReadingUsage {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  const typedReading = typedAmountValue(text, { currency: false });
  if (typedReading === undefined || typedReading < 0) return { kind: 'invalid' };
  const reading = toHundredths(typedReading);
  if (meter.previousreading === null) return { kind: 'baseline' };
  const previous = replaced ? 0 : toHundredths(meter.previousreading);
  if (reading < previous) return { kind: 'below', previous: fromHundredths(previous) };
  const usage = reading - previous;
  // The server's rule (packages/shared/src/water-math.ts); null only for an absurd reading.
  const cents = waterCostCents(usage, kesToCents(meter.unitrate));
  if (cents === null) return { kind: 'invalid' };
  return { kind: 'usage', usage: fromHundredths(usage), cost: centsToKes(cents) };
}
