import { z } from 'zod';
import { validationMessages as m } from '../messages.js';

/**
 * A string field whose missing or wrongly-typed value gets the "required" message, as the
 * forms show it, rather than zod's generic type error.
 */
export function requiredString(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
}

/** Letters of any script, combining marks, spaces, apostrophes, dots and hyphens. */
const namePattern = /^[\p{L}\p{M}' .-]+$/u;

export function personName(requiredMessage: string) {
  return requiredString(requiredMessage)
    .max(50, m.nameTooLong)
    .regex(namePattern, m.nameCharacters);
}

/** Kenyan phone number as people type it: 10 digits starting with 0 (spec section 9). */
export const phoneNumber = requiredString(m.phoneRequired)
  .startsWith('0', m.phoneStartsWithZero)
  .length(10, m.phoneLength)
  .regex(/^\d*$/, m.phoneDigits);

/** Exactly four digits, kept as a string so a leading zero survives. */
export const pin = z
  .string({
    error: (issue) => (issue.input === undefined ? m.pinRequired : m.pinFormat),
  })
  .min(1, m.pinRequired)
  .regex(/^\d{4}$/, m.pinFormat);

export const email = requiredString(m.emailRequired)
  .max(254, m.emailTooLong)
  .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, m.emailInvalid);
