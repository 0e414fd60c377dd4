import { paybillAccount } from '@rental/shared/account-ref';
import { monthLabel } from '@rental/shared/billing-dates';
import type { Language } from '@rental/shared/enums';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import {
  invoiceTypeWords,
  paybillNotSetWords,
  renderInvoiceMessage,
  invoiceMessageParams,
  type InvoiceMessageValues,
  smsDate,
} from '@rental/shared/invoice-message';
import { centsToKes, formatKesFigure } from '@rental/shared/money';
import {
  currentDefaultReminderMessage,
  defaultReminderMessages,
  nextDueWords,
} from '@rental/shared/schemas/reminders';
import type { Payee } from '../organization/index.js';
import type { WhatsappTemplateFacts } from '../sms/index.js';
import type { UnpaidCharge } from '../ledger/index.js';
import { tenantDisplayName, type TenantNameFields } from '@rental/shared/tenant-name';

export interface ReminderTenant extends TenantNameFields {
  id: string;
  phonenumber: string;
  house_number: string;
  language: Language;
}

/**
 * The reminder template a tenant gets, and its language: while the landlord keeps a built-in
 * default (an earlier one counts as the current one), each tenant gets the default in their
 * language; a reminder the landlord wrote goes to everyone as written.
 */
function reminderTemplateFor(language: Language, saved: string) {
  const template = currentDefaultReminderMessage(saved);
  if (template === defaultReminderMessages.en || template === defaultReminderMessages.sw) {
    return { template: defaultReminderMessages[language], language };
  }
  return { template, language: 'en' as const };
}

/** What of a tenant's unpaid charges is overdue on a day, and what is owed but not yet due. */
export interface OverdueSummary {
  /** The overdue charge with the oldest due date: the reminder names its date and month. */
  oldest: UnpaidCharge;
  overdueCents: number;
  /** Owed but not yet due: the sum, and the earliest due date of it. */
  notYetDue: { cents: number; dueDate: string } | null;
}

/**
 * The overdue part of a tenant's charges on `today` (Nairobi): a charge is overdue once its
 * due date is before today. Null when nothing is overdue: such a tenant gets no reminder.
 */
export function overdueSummary(
  charges: readonly UnpaidCharge[],
  today: string,
): OverdueSummary | null {
  let oldest: UnpaidCharge | undefined;
  let overdueCents = 0;
  let notYetDueCents = 0;
  let nextDueDate: string | null = null;
  for (const charge of charges) {
    if (charge.unpaidCents <= 0) continue;
    if (charge.dueDate < today) {
      overdueCents += charge.unpaidCents;
      if (!oldest || charge.dueDate < oldest.dueDate) oldest = charge;
    } else {
      notYetDueCents += charge.unpaidCents;
      if (nextDueDate === null || charge.dueDate < nextDueDate) nextDueDate = charge.dueDate;
    }
  }
  if (!oldest) return null;
  const notYetDue = nextDueDate === null ? null : { cents: notYetDueCents, dueDate: nextDueDate };
  return { oldest, overdueCents, notYetDue };
}

/**
 * A reminder's text: the template with what is overdue and since when (the oldest overdue
 * charge: its due date, amount, month and number), what more is due and when, the whole
 * balance, and whom to pay where.
 */
export function reminderMessage(
  settingsTemplate: string,
  tenant: ReminderTenant,
  balanceCents: number,
  overdue: OverdueSummary,
  payee: Payee,
): { text: string; whatsapp: WhatsappTemplateFacts } {
  const { template, language } = reminderTemplateFor(tenant.language, settingsTemplate);
  const account = paybillAccount(tenant.house_number, payee.bankAccountNumber);
  const { oldest, notYetDue } = overdue;
  const kes = (cents: number) => formatKesFigure(centsToKes(cents));
  const values: InvoiceMessageValues = {
    customername: tenantDisplayName(tenant),
    invoicetype: invoiceTypeWords[language][oldest.invoiceType ?? 'opening'],
    month: monthLabel(oldest.dueDate, language),
    amount: kes(oldest.unpaidCents),
    paybill: payee.paybill ?? paybillNotSetWords[language],
    housenumber: account,
    balance: kes(balanceCents),
    overdue: kes(overdue.overdueCents),
    nextdue: notYetDue
      ? nextDueWords[language](kes(notYetDue.cents), smsDate(notYetDue.dueDate, language))
      : '',
    duedate: smsDate(oldest.dueDate, language),
    account,
    invoicenumber: oldest.invoiceNumber === null ? '' : invoiceNumberLabel(oldest.invoiceNumber),
    landlord: payee.name,
    phone: payee.phone,
  };
  return {
    text: renderInvoiceMessage(template, values),
    // The same values, in order, as the WhatsApp template's parameters (decision 0061).
    whatsapp: { language, params: invoiceMessageParams(template, values) },
  };
}

/** A reminder's text (reminderMessage): the preview shows it. */
export function reminderText(...args: Parameters<typeof reminderMessage>): string {
  return reminderMessage(...args).text;
}
