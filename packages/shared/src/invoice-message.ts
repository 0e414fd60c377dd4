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
] as const;
export type InvoicePlaceholder = (typeof invoicePlaceholders)[number];
export type InvoiceMessageValues = Record<InvoicePlaceholder, string>;

/**
 * What a message says for {paybill} while the landlord has saved none. Such a message is held,
 * not sent; saving a paybill puts the number in its place and releases it.
 */
export const paybillNotSet = '(paybill not set)';

/**
 * The message a new schedule starts with: what is billed, its number and due date, what is
 * owed in all, where to pay and who bills, in 2 SMS parts for typical names and amounts
 * (invoice-message.test.ts). Schedules that kept the spec's default were moved to it by
 * migration 0011.
 */
export const defaultInvoiceMessage =
  'Dear {customername}, invoice {invoicenumber} from {landlord}: {invoicetype} for {month}, ' +
  'KES {amount}, due {duedate}. Total balance KES {balance}. ' +
  'Pay via M-PESA paybill {paybill}, account {account}. Queries: {phone}.';

/** Fills the placeholders; unknown {words} are left as typed so a typo shows in the preview. */
export function renderInvoiceMessage(template: string, values: InvoiceMessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const key = name.toLowerCase() as InvoicePlaceholder;
    return invoicePlaceholders.includes(key) ? values[key] : whole;
  });
}

/** Placeholders in a template that the run does not know (shown as a warning in the form). */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!.toLowerCase());
  return [...new Set(names.filter((name) => !invoicePlaceholders.includes(name as never)))];
}

const smsDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "5 Dec 2026" for a calendar date YYYY-MM-DD: dates in SMS and on bills. */
export function smsDate(date: string): string {
  return smsDayFormat.format(new Date(`${date}T00:00:00.000Z`));
}
