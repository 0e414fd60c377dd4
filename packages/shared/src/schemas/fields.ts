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

/**
 * A tenant's name may be a business: "Kiosk 4 & Sons (K) Ltd", "Mama Mboga Shop 2". So digits
 * and & , ( ) / are allowed besides a person's characters; control characters never are.
 */
export const tenantNamePattern = /^[\p{L}\p{M}\d' .,&()/-]+$/u;

export function tenantName(requiredMessage: string) {
  return requiredString(requiredMessage)
    .max(50, m.nameTooLong)
    .regex(tenantNamePattern, m.tenantNameCharacters)
    .regex(/\p{L}/u, m.tenantNameCharacters);
}

const upperCase = (letters: string) => letters.toUpperCase();

/**
 * An optional code such as an ID number: forms send '' for "not given", which becomes null.
 * Spaces are dropped and letters upper-cased, so "a 123" and "A123" are one code.
 */
function optionalCode(pattern: RegExp, message: string) {
  return (
    z
      .union([z.string(), z.null()], { error: message })
      .optional()
      // Only a-z are upper-cased: toUpperCase would turn 'ß' into 'SS' and let it pass the pattern.
      .transform((value) => (value ?? '').replace(/\s+/g, '').replace(/[a-z]+/g, upperCase))
      .refine((value) => value === '' || pattern.test(value), message)
      .transform((value) => value || null)
  );
}

/** A Kenyan national ID or a passport number. */
export const nationalId = optionalCode(/^[A-Z0-9]{5,20}$/, m.nationalidFormat);

/** KRA PIN: A (a person) or P (a company), nine digits, a check letter. */
export const kraPin = optionalCode(/^[AP]\d{9}[A-Z]$/, m.krapinFormat);

/**
 * An M-PESA receipt number (TransID) as a landlord copies it from the SMS: "SGH7XK2P4L" (10
 * today; 8 to 20 accepted). Upper-cased like M-PESA writes it, so a typed "sgh7xk2p4l" is the
 * same receipt. Null when not given.
 */
export const mpesaReceiptNumber = optionalCode(/^[A-Z0-9]{8,20}$/, m.mpesaReceiptFormat);

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

/** A one-time code as the SMS gives it: six digits. */
export const oneTimeCode = z
  .string({ error: 'Please enter the code from the SMS' })
  .trim()
  .min(1, 'Please enter the code from the SMS')
  .regex(/^\d{6}$/, 'The code is the 6 digits from the SMS');
