import { z } from 'zod';
import { parseAmountInput, type AmountInputOptions } from '../amount-input.js';
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

/** Whether a number has at most 2 decimals (cents), allowing for binary fractions. */
const inCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * An amount as people type it ("8,000", "KES 8,000", "8000.50": amount-input.ts) or as an
 * API client sends it (a number). Each mistake gets its own message: not a number, or more
 * decimals than cents have.
 */
function typedAmount(
  requiredMessage: string,
  options: AmountInputOptions,
  messages: { notANumber: string; tooManyDecimals: string } = {
    notANumber: m.amountNotANumber,
    tooManyDecimals: m.amountTooManyDecimals,
  },
) {
  return z.union([z.number(), z.string()], { error: requiredMessage }).transform((value, ctx) => {
    if (typeof value === 'number') {
      if (!Number.isFinite(value))
        ctx.addIssue({ code: 'custom', message: messages.notANumber, continue: true });
      else if (!inCents(value))
        ctx.addIssue({ code: 'custom', message: messages.tooManyDecimals, continue: true });
      return value;
    }
    const parsed = parseAmountInput(value, options);
    if (parsed.ok) return parsed.value;
    const message = {
      empty: requiredMessage,
      ...messages,
    }[parsed.problem];
    // Not aborting: the form's own checks (who is billed...) still speak on the same submit.
    ctx.addIssue({ code: 'custom', message, continue: true });
    return z.NEVER;
  });
}

/**
 * KES, at most 2 decimals, not negative, below a billion. The range is checked in a pipe, so a
 * text that is not an amount gets its one message, not "negative" as well; a caller's own
 * refinement (more than 0) is skipped the same way.
 */
export function kesAmount(requiredMessage: string) {
  return typedAmount(requiredMessage, { currency: true }).pipe(
    z
      .number()
      .refine((kes) => kes >= 0, m.amountNegative)
      .refine((kes) => kes < 1_000_000_000, m.amountTooLarge),
  );
}

/** A whole number from 1 to max. */
export function positiveCount(requiredMessage: string, rangeMessage: string, max: number) {
  return numberLike(requiredMessage, rangeMessage).refine(
    (n) => Number.isInteger(n) && n >= 1 && n <= max,
    rangeMessage,
  );
}

/**
 * A water meter reading: not negative, at most 2 decimals; "1,234.5" is read as typed. Every
 * mistake gets the one reading message, which says what a reading is.
 */
export const meterReading = typedAmount(
  m.meterreadingRequired,
  { currency: false },
  { notANumber: m.meterreadingFormat, tooManyDecimals: m.meterreadingFormat },
).pipe(z.number().refine((n) => n >= 0 && n < 1e9, m.meterreadingFormat));

/** A meter reading that may be left out: forms send '' (or null) for "not given". */
export const optionalMeterReading = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  meterReading.optional(),
);
