import { paybillAccount } from '@rental/shared/account-ref';
import { monthLabel } from '@rental/shared/billing-dates';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { paybillNotSet, renderInvoiceMessage, smsDate } from '@rental/shared/invoice-message';
import { centsToKes, formatKesFigure } from '@rental/shared/money';
import type { Payee } from '../ledger/payee.js';
import type { UnpaidCharge } from '../ledger/unpaid-charges.js';

export interface ReminderTenant {
  id: string;
  firstname: string;
  lastname: string;
  phonenumber: string;
  house_number: string;
}

/**
 * A reminder's text: the template with the tenant's balance, the oldest unpaid charge (its
 * due date, amount, month and number) and whom to pay where.
 */
export function reminderText(
  template: string,
  tenant: ReminderTenant,
  balanceCents: number,
  oldest: UnpaidCharge,
  payee: Payee,
): string {
  const account = paybillAccount(tenant.house_number, payee.bankAccountNumber);
  return renderInvoiceMessage(template, {
    customername: `${tenant.firstname} ${tenant.lastname}`,
    invoicetype: oldest.invoiceType ?? 'Opening balance',
    month: monthLabel(oldest.dueDate),
    amount: formatKesFigure(centsToKes(oldest.unpaidCents)),
    paybill: payee.paybill ?? paybillNotSet,
    housenumber: account,
    balance: formatKesFigure(centsToKes(balanceCents)),
    duedate: smsDate(oldest.dueDate),
    account,
    invoicenumber: oldest.invoiceNumber === null ? '' : invoiceNumberLabel(oldest.invoiceNumber),
    landlord: payee.name,
    phone: payee.phone,
  });
}
