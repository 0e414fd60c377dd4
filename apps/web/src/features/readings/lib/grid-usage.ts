import type { Meter } from '@rental/shared/schemas/readings';

/** What a typed reading means for its meter, as the grid shows it while typing. */
export type GridUsage =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'baseline' }
  | { kind: 'below'; previous: number }
  | { kind: 'usage'; usage: number; cost: number };

const hundredths = (units: number) => Math.round(units * 100);

/**
 * Usage since the meter's last reading (from 0 on a replaced meter) and its cost at the room's
 * rate, rounded half up to the cent as the server bills it. A meter with no reading yet gets
 * a baseline: nothing to bill.
 */
export function gridUsage(meter: Meter, typed: string, replaced: boolean): GridUsage {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { kind: 'invalid' };
  const reading = hundredths(Number(text));
  if (meter.previousreading === null) return { kind: 'baseline' };
  const previous = replaced ? 0 : hundredths(meter.previousreading);
  if (reading < previous) return { kind: 'below', previous: previous / 100 };
  const usage = reading - previous;
  const cents = Math.floor((usage * hundredths(meter.unitrate) + 50) / 100);
  return { kind: 'usage', usage: usage / 100, cost: cents / 100 };
}
