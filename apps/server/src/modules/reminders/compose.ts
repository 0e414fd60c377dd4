import { paybillAccount } from '@rental/shared/account-ref';
import { monthLabel } from '@rental/shared/billing-dates';
import type { Language } from '@rental/shared/enums';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import {
  invoiceTypeWords,
  paybillNotSetWords,
  renderInvoiceMessage,
  smsDate,
} from '@rental/shared/invoice-message';
import { centsToKes, formatKesFigure } from '@rental/shared/money';
import { defaultReminderMessages } from '@rental/shared/schemas/reminders';
import type { Payee } from '../ledger/payee.js';
import type { UnpaidCharge } from '../ledger/unpaid-charges.js';
import { tenantDisplayName, type TenantNameFields } from '@rental/shared/tenant-name';

export interface ReminderTenant extends TenantNameFields {
  id: string;
  phonenumber: string;
  house_number: string;
  language: Language;
}

/**
 * The reminder template a tenant gets, and its language: Kiswahili tenants get the built-in
 * Kiswahili reminder while the landlord keeps the built-in default; a reminder the landlord
 * wrote goes to everyone as written.
 */
function reminderTemplateFor(language: Language, template: string) {
  if (language === 'sw' && template === defaultReminderMessages.en) {
    return { template: defaultReminderMessages.sw, language };
  }
  return { template, language: 'en' as const };
}

/**
 * A reminder's text: the template with the tenant's balance, the oldest unpaid charge (its
 * due date, amount, month and number) and whom to pay where.
 */
export function reminderText(
  settingsTemplate: string,
  tenant: ReminderTenant,
  balanceCents: number,
  oldest: UnpaidCharge,
  payee: Payee,
): string {
  const { template, language } = reminderTemplateFor(tenant.language, settingsTemplate);
  const account = paybillAccount(tenant.house_number, payee.bankAccountNumber);
  return renderInvoiceMessage(template, {
    customername: tenantDisplayName(tenant),
    invoicetype: invoiceTypeWords[language][oldest.invoiceType ?? 'opening'],
    month: monthLabel(oldest.dueDate, language),
    amount: formatKesFigure(centsToKes(oldest.unpaidCents)),
    paybill: payee.paybill ?? paybillNotSetWords[language],
    housenumber: account,
    balance: formatKesFigure(centsToKes(balanceCents)),
    duedate: smsDate(oldest.dueDate, language),
    account,
    invoicenumber: oldest.invoiceNumber === null ? '' : invoiceNumberLabel(oldest.invoiceNumber),
    landlord: payee.name,
    phone: payee.phone,
  });
}
