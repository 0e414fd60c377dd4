import type { Language, PaymentMode } from './enums.js';
import { formatMessage } from './format-message.js';

/**
 * How people read a payment's stored values. The API keeps the spec's payment mode values
 * ("Cash", "MPESA"); screens, PDFs, exports and SMS show these words in the reader's language.
 * A payment the server recorded by itself (an M-PESA paybill payment, a tenant's STK push) has
 * a description the server wrote: it is a code with its values, so it reads in any language.
 * What a person typed as a description is shown as typed. Kiswahili: payment-words-sw.ts.
 */
export const paymentWordsTexts = {
  modes: { Cash: 'Cash', Cheque: 'Cheque', Bank: 'Bank', MPESA: 'MPESA' },
  descriptions: {
    /** Written by the paybill confirmation (c2b), the statement import and the unallocated list. */
    mpesaPaybill: 'M-PESA paybill payment by {{payer}}',
    /** Written by the STK push a landlord sends for a tenant's balance. */
    stkRent: 'Rent',
  },
};

export type PaymentWordsCatalogue = {
  modes: Record<PaymentMode, string>;
  descriptions: Record<PaymentDescriptionCode, string>;
};
export type PaymentDescriptionCode = keyof typeof paymentWordsTexts.descriptions;
export const paymentDescriptionCodes = Object.keys(
  paymentWordsTexts.descriptions,
) as PaymentDescriptionCode[];

/** A description the server wrote, as its code and values. */
export interface CodedPaymentDescription {
  code: PaymentDescriptionCode;
  params: Record<string, string>;
}

const paybillPattern = /^M-PESA paybill payment by (.*)$/s;

/**
 * The code of a description the server wrote, read back from the stored English (old rows and
 * new ones alike: the English is the API's `description`, so it is still stored); null for a
 * description someone typed. Only an M-PESA payment has one: a cash payment someone described
 * "Rent" is their own word.
 */
export function codedPaymentDescription(
  mode: PaymentMode,
  description: string,
): CodedPaymentDescription | null {
  if (mode !== 'MPESA') return null;
  const paybill = paybillPattern.exec(description);
  if (paybill) return { code: 'mpesaPaybill', params: { payer: paybill[1]! } };
  if (description === paymentWordsTexts.descriptions.stkRent)
    return { code: 'stkRent', params: {} };
  return null;
}

/** The English a coded description is stored and sent as. */
export function englishPaymentDescription(
  code: PaymentDescriptionCode,
  params: Record<string, string> = {},
): string {
  return formatMessage(paymentWordsTexts.descriptions[code], params);
}

/** What a payment says about its description: as the server sent it, or its stored text. */
export interface PaymentDescriptionFields {
  paymentmode: PaymentMode;
  description: string;
  descriptioncode?: PaymentDescriptionCode | undefined;
  descriptionparams?: Record<string, string> | undefined;
}

/**
 * The code of a payment's description: the one the server sent, else read from the text
 * (a list that sends none); null for a typed one.
 */
export function paymentDescriptionCodeOf(
  payment: PaymentDescriptionFields,
): CodedPaymentDescription | null {
  if (payment.descriptioncode) {
    return { code: payment.descriptioncode, params: payment.descriptionparams ?? {} };
  }
  return codedPaymentDescription(payment.paymentmode, payment.description);
}

/** A payment's description in `words`: a coded one in their language, a typed one as typed. */
export function paymentDescriptionIn(
  words: PaymentWordsCatalogue,
  payment: PaymentDescriptionFields,
): string {
  const coded = paymentDescriptionCodeOf(payment);
  if (!coded) return payment.description;
  return formatMessage(words.descriptions[coded.code], coded.params);
}

/** A payment mode in `words`; an unknown value as it is. */
export function paymentModeIn(words: PaymentWordsCatalogue, mode: string): string {
  return (words.modes as Record<string, string>)[mode] ?? mode;
}

export type PaymentWordsByLanguage = Record<Language, PaymentWordsCatalogue>;
