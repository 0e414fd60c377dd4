/**
 * The SMS an invoice sends. The spec's default message is addressed to the customer and asks
 * for payment by M-PESA paybill with the house number as the account; landlords may edit it,
 * keeping the placeholders below, which the invoice run fills in for each tenant.
 */
export const invoicePlaceholders = [
  'customername',
  'invoicetype',
  'month',
  'amount',
  'paybill',
  'housenumber',
] as const;
export type InvoicePlaceholder = (typeof invoicePlaceholders)[number];
export type InvoiceMessageValues = Record<InvoicePlaceholder, string>;

export const defaultInvoiceMessage =
  'Dear {customername}, your {invoicetype} for {month} is KES {amount}. ' +
  'Please pay via MPESA paybill {paybill}, account number {housenumber}. Thank you.';

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

/** Amounts in SMS: "15,000" or "15,000.50", without the currency (the template says KES). */
export function smsAmount(kes: number): string {
  return new Intl.NumberFormat('en-KE', {
    minimumFractionDigits: Number.isInteger(kes) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kes);
}
