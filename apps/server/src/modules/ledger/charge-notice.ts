import { paybillAccount } from '@rental/shared/account-ref';
import { monthLabel } from '@rental/shared/billing-dates';
import type { Language } from '@rental/shared/enums';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import {
  invoiceMessageParams,
  paybillNotSetWords,
  renderInvoiceMessage,
  smsDate,
  type InvoiceMessageValues,
} from '@rental/shared/invoice-message';
import { centsToKes, formatKesFigure } from '@rental/shared/money';
import type { Payee } from '../organization/index.js';
import { oneOffChargeMessages, type WhatsappTemplateFacts } from '../sms/index.js';
import { tenantDisplayName, type TenantNameFields } from '@rental/shared/tenant-name';

export interface ChargeNoticeFacts {
  tenant: TenantNameFields & { house_number: string };
  payee: Payee;
  amountCents: number;
  description: string;
  billingDate: string;
  dueDate: string;
  number: number;
  /** What the tenant owes with this charge, in cents. */
  balanceCents: number;
  /** The tenant's language; English when not given (bills stored, never sent). */
  language?: Language;
}

/** A one-off charge's SMS in the tenant's language (sms/templates/one-off-charge.ts). */
export function chargeNotice(facts: ChargeNoticeFacts): string {
  const language = facts.language ?? 'en';
  return renderInvoiceMessage(oneOffChargeMessages[language], valuesOf(facts, language));
}

/** The same notice as a WhatsApp template's language and parameters (decision 0061). */
export function chargeNoticeWhatsapp(facts: ChargeNoticeFacts): WhatsappTemplateFacts {
  const language = facts.language ?? 'en';
  return {
    language,
    params: invoiceMessageParams(oneOffChargeMessages[language], valuesOf(facts, language)),
  };
}

function valuesOf(facts: ChargeNoticeFacts, language: Language): InvoiceMessageValues {
  const account = paybillAccount(facts.tenant.house_number, facts.payee.bankAccountNumber);
  return {
    customername: tenantDisplayName(facts.tenant),
    invoicetype: facts.description,
    month: monthLabel(facts.billingDate, language),
    amount: formatKesFigure(centsToKes(facts.amountCents)),
    paybill: facts.payee.paybill ?? paybillNotSetWords[language],
    housenumber: account,
    balance: formatKesFigure(centsToKes(Math.max(0, facts.balanceCents))),
    duedate: smsDate(facts.dueDate, language),
    account,
    invoicenumber: invoiceNumberLabel(facts.number),
    landlord: facts.payee.name,
    phone: facts.payee.phone,
  };
}
