import type { InvoiceType, Language } from './enums.js';
import { formatCalendarDay } from './date-format.js';

/**
 * The SMS an invoice (or a reminder) sends. The spec's default message is addressed to the
 * customer and asks for payment by M-PESA paybill with the house number as the account;
 * landlords may edit it, keeping the placeholders below, which the run fills in per tenant.
 * The spec's six come first; the rest say how much is owed in all, by when, to whom.
 */
export const invoicePlaceholders = [
  'customername',
  'invoicetype',
  'month',
  'amount',
  'paybill',
  'housenumber',
  /** What the tenant owes in all, this bill included. */
  'balance',
  /** "5 Dec 2026". */
  'duedate',
  /** What to type as the account number: the house, or <account>#<house> at a bank paybill. */
  'account',
  /** "INV-000123". */
  'invoicenumber',
  /** The organization's display name and phone. */
  'landlord',
  'phone',
  /**
   * The tenant's private page, `<PUBLIC_URL>/t/<token>` (a link is made for a tenant who has
   * none). Only a schedule's messages fill it; the built-in defaults leave it out.
   */
  'tenantlink',
] as const;
export type InvoicePlaceholder = (typeof invoicePlaceholders)[number];
/**
 * What only a reminder says: {overdue} is the overdue amount (a figure, "5,000") and
 * {nextdue} what is owed but not yet due, as words in the reminder's language ("; KES 12,000
 * more is due on 5 Dec 2026"), empty when nothing is. An invoice leaves them as typed.
 */
export const reminderOnlyPlaceholders = ['overdue', 'nextdue'] as const;
export const reminderPlaceholders = [...invoicePlaceholders, ...reminderOnlyPlaceholders] as const;
export type ReminderPlaceholder = (typeof reminderPlaceholders)[number];

/**
 * What the placeholders stand for. {tenantlink} is optional: only the invoice run fills it
 * (it may make a link); where it is not given, it stays as typed, like an unknown word. The
 * reminder-only ones are given by reminders alone.
 */
export type InvoiceMessageValues = Record<Exclude<InvoicePlaceholder, 'tenantlink'>, string> & {
  tenantlink?: string;
} & Partial<Record<(typeof reminderOnlyPlaceholders)[number], string>>;

/**
 * What a message says for {paybill} while the landlord has saved none. Such a message is held,
 * not sent; saving a paybill puts the number in its place and releases it.
 */
export const paybillNotSet = '(paybill not set)';

/**
 * The marker in each language: an SMS held for the paybill has it replaced by the number once
 * it is set (held-messages.ts replaces every one of these).
 */
export const paybillNotSetWords: Record<Language, string> = {
  en: paybillNotSet,
  sw: '(paybill haijawekwa)',
};

/**
 * The message a new schedule starts with, in each language: who is billed for what and when,
 * under which invoice number, where to pay (the paybill, as reminders say it: tenants know it
 * is M-PESA) and who bills, in ONE SMS part for typical names, amounts and house numbers
 * (invoice-message.test.ts); the balance and phone are on the invoice itself.
 * Schedules that kept the spec's default were moved to an earlier default by migration 0011;
 * schedules on an earlier default send this one (currentDefaultInvoiceMessage). A schedule
 * still on the English default sends Kiswahili tenants the Kiswahili one.
 */
export const defaultInvoiceMessages = {
  en:
    'Dear {customername}, {invoicenumber}: {invoicetype} for {month}, KES {amount} due ' +
    '{duedate}. Paybill {paybill}, account {account}. {landlord}',
  sw:
    'Mpendwa {customername}, {invoicenumber}: {invoicetype} ya {month} ni KES {amount}, ' +
    'lipa ifikapo {duedate}. Paybill {paybill}, akaunti {account}. {landlord}',
} as const satisfies Record<Language, string>;

/**
 * The first one-part defaults of issue 30, without the invoice number: a landlord who saved
 * the form kept them stored, and they are read as today's defaults.
 */
export const withoutNumberDefaultInvoiceMessages = {
  en:
    'Dear {customername}, {invoicetype} for {month}: KES {amount}, due {duedate}. ' +
    'Pay M-PESA paybill {paybill}, account {account}. {landlord}',
  sw:
    'Mpendwa {customername}, {invoicetype} ya {month} ni KES {amount}, lipa ifikapo ' +
    '{duedate}. M-PESA paybill {paybill}, akaunti {account}. {landlord}',
} as const satisfies Record<Language, string>;

/** The defaults of issue 10 (two SMS parts each); stored schedules may still hold them. */
export const earlierDefaultInvoiceMessages = {
  en:
    'Dear {customername}, invoice {invoicenumber} from {landlord}: {invoicetype} for {month}, ' +
    'KES {amount}, due {duedate}. Total balance KES {balance}. ' +
    'Pay via M-PESA paybill {paybill}, account {account}. Queries: {phone}.',
  sw:
    'Mpendwa {customername}, ankara {invoicenumber} kutoka {landlord}: {invoicetype} ya ' +
    '{month}, KES {amount}, tarehe ya mwisho ya kulipa {duedate}. Salio lote KES {balance}. ' +
    'Lipa kwa M-PESA paybill {paybill}, akaunti {account}. Maswali: {phone}.',
} as const satisfies Record<Language, string>;

/**
 * A stored schedule message as it is read: an earlier built-in default is the current one (the
 * landlord never wrote it), anything else is the landlord's own and stays as written.
 */
export function currentDefaultInvoiceMessage<T extends string | null>(message: T): T | string {
  for (const earlier of [earlierDefaultInvoiceMessages, withoutNumberDefaultInvoiceMessages]) {
    if (message === earlier.en) return defaultInvoiceMessages.en;
    if (message === earlier.sw) return defaultInvoiceMessages.sw;
  }
  return message;
}

/** The English default: what a schedule saved without a message gets. */
export const defaultInvoiceMessage: string = defaultInvoiceMessages.en;

/**
 * The template a tenant is sent, in their language, and the language it is written in (the
 * words filled in, such as {invoicetype}, follow it). A Kiswahili tenant gets the schedule's
 * Kiswahili version when it has one; without one, the built-in Kiswahili default if the
 * schedule kept the built-in default, else the English message.
 */
export function invoiceTemplateFor(
  language: Language,
  schedule: { message: string; messagesw: string | null },
): { template: string; language: Language } {
  const message = currentDefaultInvoiceMessage(schedule.message);
  const messagesw = currentDefaultInvoiceMessage(schedule.messagesw);
  if (language === 'sw') {
    if (messagesw) return { template: messagesw, language: 'sw' };
    if (message === defaultInvoiceMessages.en) {
      return { template: defaultInvoiceMessages.sw, language: 'sw' };
    }
  }
  return { template: message, language: 'en' };
}

/**
 * {invoicetype} in each language. The Kiswahili words are nouns a template can follow with
 * "ya" ("Kodi ya November 2026"), per docs/kiswahili-glossary.md.
 */
export const invoiceTypeWords = {
  en: {
    'Rental Invoice Bill': 'Rental Invoice Bill',
    'Water Invoice Bill': 'Water Invoice Bill',
    'Service Charge Bill': 'Service Charge Bill',
    'Pending Bill': 'Pending Bill',
    'Late Fee': 'Late Fee',
    'One-off Charge': 'One-off Charge',
    Deposit: 'Deposit',
    /** A reminder whose oldest unpaid charge is the opening balance. */
    opening: 'Opening balance',
  },
  sw: {
    'Rental Invoice Bill': 'Kodi',
    'Water Invoice Bill': 'Bili ya maji',
    'Service Charge Bill': 'Ada ya huduma',
    'Pending Bill': 'Taarifa ya salio',
    'Late Fee': 'Faini ya kuchelewa',
    'One-off Charge': 'Deni',
    Deposit: 'Amana',
    opening: 'Salio la mwanzo',
  },
} as const satisfies Record<Language, Record<InvoiceType | 'opening', string>>;

/**
 * Fills the placeholders given; unknown {words}, and those not given (a reminder's {overdue}
 * in an invoice), are left as typed so a typo shows in the preview.
 */
export function renderInvoiceMessage(template: string, values: InvoiceMessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const key = name.toLowerCase() as ReminderPlaceholder;
    return (reminderPlaceholders.includes(key) ? values[key] : undefined) ?? whole;
  });
}

/**
 * The values a rendered message put in its template, in the order the placeholders appear
 * (one per occurrence): the body parameters of the WhatsApp template approved with the same
 * words (decision 0061). A placeholder left as typed (unknown, or not given) gives none.
 */
export function invoiceMessageParams(template: string, values: InvoiceMessageValues): string[] {
  const params: string[] = [];
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
    const key = name!.toLowerCase() as ReminderPlaceholder;
    const value = reminderPlaceholders.includes(key) ? values[key] : undefined;
    if (value !== undefined) params.push(value);
  }
  return params;
}

/**
 * Placeholders in a template that the run does not know (shown as a warning in the form): an
 * invoice's by default, or a reminder's (`reminderPlaceholders`).
 */
export function unknownPlaceholders(
  template: string,
  known: readonly string[] = invoicePlaceholders,
): string[] {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!.toLowerCase());
  return [...new Set(names.filter((name) => !known.includes(name)))];
}

/** "5 Dec 2026" (Kiswahili "5 Des 2026") for a calendar date YYYY-MM-DD: dates in SMS and on bills. */
export function smsDate(date: string, language: Language = 'en'): string {
  return formatCalendarDay(date, language);
}
