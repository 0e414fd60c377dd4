import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The one home of reading a Kenyan phone number, however it was typed (0712 345 678, 712345678,
 * +254 712-345-678, 254712345678) and writing it in the form each party wants. Parsing is
 * libphonenumber-js's, with its minimal metadata (small enough for the browser too).
 */
export interface KenyanPhone {
  /** The nine digits after the 0 or the +254: 712345678. */
  national: string;
  /** As users' and tenants' phones are stored, and as people type them: 0712345678. */
  local: string;
  /** E.164, as the SMS provider wants it: +254712345678. */
  e164: string;
  /** M-PESA's MSISDN (Daraja's PhoneNumber and PartyA): 254712345678. */
  mpesa: string;
}

/**
 * What may stand between the digits: spaces, dashes, brackets and a leading plus. Anything else
 * (letters, dots, an extension) is refused, as it was before libphonenumber read the numbers.
 */
const typedPhone = /^[\d\s()+-]+$/;

/** Any Kenyan number of nine national digits (a mobile or a landline), or undefined. */
export function parseKenyanPhone(text: string): KenyanPhone | undefined {
  // The form every stored phone has (0712345678): read without libphonenumber, which costs
  // the invoice run and the SMS outbox tens of microseconds a message (benchmarks.md,
  // session 31). The test checks it reads each such number as libphonenumber does.
  if (storedMobile.test(text)) return formsOf(text.slice(1));
  if (!typedPhone.test(text)) return undefined;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: 'KE', extract: false });
  if (!parsed || parsed.countryCallingCode !== '254' || parsed.ext) return undefined;
  const national = parsed.nationalNumber;
  if (!/^\d{9}$/.test(national)) return undefined;
  return formsOf(national);
}

/** A mobile as stored: 07XX or 01XX and eight more digits. */
const storedMobile = /^0[17]\d{8}$/;

function formsOf(national: string): KenyanPhone {
  return { national, local: `0${national}`, e164: `+254${national}`, mpesa: `254${national}` };
}

/**
 * A Kenyan mobile (07XX or 01XX: the numbers M-PESA and SMS reach), or undefined. The minimal
 * metadata knows no number types, so a mobile is told by its first national digit.
 */
export function parseKenyanMobile(text: string): KenyanPhone | undefined {
  const phone = parseKenyanPhone(text);
  return phone && /^[17]/.test(phone.national) ? phone : undefined;
}

/** A Kenyan number as people read it, "0712 345678"; other text is left as it is. */
export function displayPhone(text: string): string {
  const phone = parseKenyanPhone(text);
  if (!phone) return text;
  return parsePhoneNumberFromString(phone.e164)?.formatNational() ?? phone.local;
}
