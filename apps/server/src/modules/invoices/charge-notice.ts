import { paybillAccount } from '@rental/shared/account-ref';
import { monthLabel } from '@rental/shared/billing-dates';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { paybillNotSet, renderInvoiceMessage, smsDate } from '@rental/shared/invoice-message';
import { centsToKes, formatKesFigure } from '@rental/shared/money';
import type { Payee } from '../ledger/payee.js';

/**
 * The SMS of a one-off charge, in the invoice template's words and placeholders: what for
 * ({invoicetype} is the landlord's description), how much, by when, whom to pay where.
 */
export const oneOffChargeMessage =
  'Dear {customername}, {invoicenumber}: {invoicetype}, KES {amount}, due {duedate}. ' +
  'Please pay via MPESA paybill {paybill}, account number {account}. {landlord}';

export function chargeNotice(facts: {
  tenant: { firstname: string; lastname: string; house_number: string };
  payee: Payee;
  amountCents: number;
  description: string;
  billingDate: string;
  dueDate: string;
  number: number;
  /** What the tenant owes with this charge, in cents. */
  balanceCents: number;
}): string {
  const account = paybillAccount(facts.tenant.house_number, facts.payee.bankAccountNumber);
  return renderInvoiceMessage(oneOffChargeMessage, {
    customername: `${facts.tenant.firstname} ${facts.tenant.lastname}`,
    invoicetype: facts.description,
    month: monthLabel(facts.billingDate),
    amount: formatKesFigure(centsToKes(facts.amountCents)),
    paybill: facts.payee.paybill ?? paybillNotSet,
    housenumber: account,
    balance: formatKesFigure(centsToKes(Math.max(0, facts.balanceCents))),
    duedate: smsDate(facts.dueDate),
    account,
    invoicenumber: invoiceNumberLabel(facts.number),
    landlord: facts.payee.name,
    phone: facts.payee.phone,
  });
}
