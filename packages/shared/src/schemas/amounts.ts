import { z } from 'zod';
import { validationMessages as m } from '../messages.js';

/** Forms send what was typed ("15000.50"); API clients send numbers. Both are accepted. */
function numberLike(requiredMessage: string, formatMessage: string) {
  return z
    .union([z.number(), z.string().trim()], { error: requiredMessage })
    .refine((value) => value !== '', requiredMessage)
    .refine(
      (value) =>
        typeof value === 'number' ? Number.isFinite(value) : /^-?\d+(\.\d+)?$/.test(value),
      formatMessage,
    )
    .transform(Number);
}

/** KES, at most 2 decimals, not negative, below a billion. */
export function kesAmount(requiredMessage: string) {
  return numberLike(requiredMessage, m.amountFormat)
    .refine((kes) => kes >= 0, m.amountNegative)
    .refine((kes) => Math.abs(kes * 100 - Math.round(kes * 100)) < 1e-6, m.amountFormat)
    .refine((kes) => kes < 1_000_000_000, m.amountTooLarge);
}

/** A whole number from 1 to max. */
export function positiveCount(requiredMessage: string, rangeMessage: string, max: number) {
  return numberLike(requiredMessage, rangeMessage).refine(
    (n) => Number.isInteger(n) && n >= 1 && n <= max,
    rangeMessage,
  );
}

/** A water meter reading: not negative, at most 2 decimals. */
export const meterReading = numberLike(m.meterreadingRequired, m.meterreadingFormat).refine(
  (n) => n >= 0 && n < 1e9 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
  m.meterreadingFormat,
);

/** A meter reading that may be left out: forms send '' (or null) for "not given". */
export const optionalMeterReading = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  meterReading.optional(),
);
