import type { ReadingKind } from '../../db/types.js';
import { waterCostCents } from '@rental/shared/water-math';

/** One reading of a tenant's meter as the chain needs it (hundredths and cents). */
export interface ChainReading {
  id: string;
  reading_date: string;
  reading_hundredths: number;
  previous_reading_hundredths: number;
  usage_hundredths: number;
  unit_rate_cents: number;
  cost_cents: number;
  meter_replacement: boolean;
  invoice_id: string | null;
  kind: ReadingKind;
}

/** Why a chain cannot stand: which reading, and what is wrong with it. */
export type ChainProblem =
  | { problem: 'below_previous'; id: string; previous: number }
  | { problem: 'cost_too_large'; id: string };

/**
 * A tenant's readings, oldest first, are a chain: each one's usage is counted from the one
 * before it (from 0 on a replaced meter). The first reading is the baseline, billed at
 * nothing, and so is a new meter's opening reading after a move (see startsNewMeter). Given the chain after a change (a reading added, corrected or removed), this
 * returns every reading with its recomputed previous, usage, cost and kind, or the first
 * problem: a reading below the one before it, or a cost too large to bill.
 *
 * Billed readings are fixed and kept as stored (a first reading billed before baselines
 * existed stays billed from zero). They always come before the unbilled ones: an invoice run
 * bills every reading up to an instant, and a new reading must be later than the last.
 */
export function recomputeChain(
  chain: readonly ChainReading[],
): { readings: ChainReading[] } | ChainProblem {
  const readings: ChainReading[] = [];
  for (const [index, reading] of chain.entries()) {
    const next = reading.invoice_id === null ? nextValues(reading, readings[index - 1]) : reading;
    if ('problem' in next) return next;
    readings.push(next);
  }
  return { readings };
}

/**
 * A new meter's opening reading (a tenant moved to another meter) is a baseline wherever it
 * sits: the new meter starts there, whatever the old one read.
 */
function startsNewMeter(reading: ChainReading) {
  return reading.kind === 'baseline' && reading.meter_replacement;
}

function nextValues(reading: ChainReading, before: ChainReading | undefined) {
  if (!before || startsNewMeter(reading)) {
    const at = reading.reading_hundredths;
    return { ...reading, kind: 'baseline' as const, previous_reading_hundredths: at, ...nothing };
  }
  const previous = reading.meter_replacement ? 0 : before.reading_hundredths;
  const usage = reading.reading_hundredths - previous;
  if (usage < 0) return { problem: 'below_previous' as const, id: reading.id, previous };
  const cost = waterCostCents(usage, reading.unit_rate_cents);
  if (cost === null) return { problem: 'cost_too_large' as const, id: reading.id };
  return {
    ...reading,
    kind: 'reading' as const,
    previous_reading_hundredths: previous,
    usage_hundredths: usage,
    cost_cents: cost,
  };
}

const nothing = { usage_hundredths: 0, cost_cents: 0 };

function changed(a: ChainReading, b: ChainReading) {
  return (
    a.previous_reading_hundredths !== b.previous_reading_hundredths ||
    a.usage_hundredths !== b.usage_hundredths ||
    a.cost_cents !== b.cost_cents ||
    a.kind !== b.kind
  );
}

/** The readings whose stored values differ from the recomputed chain: what to write. */
export function changedReadings(before: readonly ChainReading[], after: readonly ChainReading[]) {
  const stored = new Map(before.map((reading) => [reading.id, reading]));
  return after.filter((reading) => {
    const old = stored.get(reading.id);
    return (
      !old ||
      changed(old, reading) ||
      old.reading_hundredths !== reading.reading_hundredths ||
      old.meter_replacement !== reading.meter_replacement
    );
  });
}
