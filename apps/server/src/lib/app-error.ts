import type { ApiErrorCode } from '@rental/shared/api-error';
import {
  englishText,
  msg,
  type MessageKey,
  type MessageParams,
  type MessageRef,
} from '@rental/shared/message-catalogue';

/**
 * What an error says: a message by key (`msg('error.tenantNotFound')`), several said one after
 * the other (a plan the data exceeds in rentals and in users: a sentence each), or an English
 * text. A text that is a catalogue entry (validationMessages, teamMessages...) is still answered
 * in the requester's language, found by its words; any other text goes out as it is.
 */
export type ErrorText = string | MessageRef | MessageRef[];

/** The English of an error's text (sentences joined by a space). */
export function englishOf(text: ErrorText): string {
  if (typeof text === 'string') return text;
  return Array.isArray(text) ? text.map(englishText).join(' ') : englishText(text);
}

/** The values an error's text names: a list's are its first sentence's. */
export function paramsOf(text: ErrorText): MessageParams | undefined {
  if (typeof text === 'string') return undefined;
  return Array.isArray(text) ? text[0]?.params : text.params;
}

/**
 * An error a service raises for the client to see. The error handler turns it into the one
 * JSON error shape with the HTTP status of its code, in the requester's language (see
 * error-body.ts); services never deal with HTTP or languages. `message` is the English text.
 */
export class AppError extends Error {
  /** The message by key, when given as one. */
  readonly text: ErrorText;
  /** The values the message names (ApiErrorBody params); the message's own by default. */
  readonly params?: MessageParams;

  constructor(
    readonly code: ApiErrorCode,
    text: ErrorText,
    readonly fields?: Record<string, ErrorText>,
    params?: MessageParams,
  ) {
    super(englishOf(text));
    this.name = 'AppError';
    this.text = text;
    this.params = params ?? paramsOf(text);
  }
}

/** The records a 404 names, each with its message. */
const notFoundKeys = {
  'Callback URL': 'error.callbackUrlNotFound',
  Document: 'error.documentNotFound',
  'eTIMS transmission': 'error.etimsTransmissionNotFound',
  Expense: 'error.expenseNotFound',
  Invoice: 'error.invoiceNotFound',
  'Invoice setting': 'error.invoiceSettingNotFound',
  Landlord: 'error.landlordNotFound',
  Link: 'error.linkNotFound',
  Member: 'error.memberNotFound',
  Message: 'error.messageNotFound',
  Organization: 'error.organizationNotFound',
  Page: 'error.pageNotFound',
  'Held payment': 'error.quarantineNotFound',
  'Payment request': 'error.paymentRequestNotFound',
  Reading: 'error.readingNotFound',
  Receipt: 'error.receiptNotFound',
  'Rent change': 'error.rentChangeNotFound',
  Repair: 'error.repairNotFound',
  'Repair photo': 'error.repairPhotoNotFound',
  Rental: 'error.rentalNotFound',
  'Room type': 'error.roomTypeNotFound',
  'Subscription setting': 'error.subscriptionSettingNotFound',
  Tenant: 'error.tenantNotFound',
  Transaction: 'error.transactionNotFound',
  'Unallocated payment': 'error.unallocatedPaymentNotFound',
  User: 'error.userNotFound',
} as const satisfies Record<string, MessageKey>;

/** 404 "Tenant not found" (in the requester's language). */
export const notFound = (what: keyof typeof notFoundKeys) =>
  new AppError('not_found', msg(notFoundKeys[what]));

/** A 400 for one field of the request, with the message the form shows under it. */
export function fieldError(field: string, message: ErrorText) {
  return new AppError('validation', message, { [field]: message });
}
