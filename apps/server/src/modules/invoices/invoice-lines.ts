import { paybillAccount } from '@rental/shared/account-ref';
import { monthLabel } from '@rental/shared/billing-dates';
import { billingFrequencyMonths, type Language } from '@rental/shared/enums';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import {
  invoiceMessageParams,
  invoiceTemplateFor,
  invoiceTypeWords,
  type InvoiceMessageValues,
  paybillNotSetWords,
  renderInvoiceMessage,
  smsDate,
} from '@rental/shared/invoice-message';
import { isChargeInvoice } from '@rental/shared/ledger-kinds';
import { centsToKes, formatKesFigure } from '@rental/shared/money';
import type { Db } from '../../db/connection.js';
import type { InvoiceSchedulesTable } from '../../db/types.js';
import type { Payee } from '../organization/index.js';
import type { WhatsappTemplateFacts } from '../sms/index.js';
import { unbilledWaterCents, type TenantToBill } from './run-repository.js';
import { rentMonthsToBill } from './move-in-rent.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

// What each invoice of a run bills and says: amounts per invoice type, the plan limit, the SMS.

export interface Billable {
  tenant: TenantToBill;
  cents: number;
  /** Months the invoice covers: fewer than the schedule's after a prorated move-in. */
  months: number;
}

/** What each tenant owes for this billing date; tenants with nothing to bill are left out. */
export async function billables(
  db: Db,
  schedule: InvoiceSchedulesTable,
  tenants: TenantToBill[],
  billingDate: string,
  readingsBefore: string,
): Promise<Billable[]> {
  const months: number = billingFrequencyMonths[schedule.billing_frequency];
  const { organization_id: organizationId, rental_id: rentalId } = schedule;
  let amountOf: (tenant: TenantToBill) => number;
  let monthsOf = (_tenant: TenantToBill) => months;
  switch (schedule.invoice_type) {
    case 'Rental Invoice Bill':
      // A move-in month already charged prorated is not billed again (each day once).
      monthsOf = (tenant) => rentMonthsToBill(billingDate, months, tenant.prorated_move_in);
      amountOf = (tenant) => Number(tenant.monthly_rent_cents) * monthsOf(tenant);
      break;
    case 'Service Charge Bill':
      amountOf = () => Number(schedule.service_charge_cents) * months;
      break;
    case 'Water Invoice Bill': {
      const water = await unbilledWaterCents(db, organizationId, rentalId, readingsBefore);
      amountOf = (tenant) => water.get(tenant.id) ?? 0;
      break;
    }
    case 'Pending Bill':
      // A reminder of what is owed; only tenants who owe get one.
      amountOf = (tenant) => Math.max(0, Number(tenant.balance_cents));
      break;
  }
  return tenants
    .map((tenant) => ({ tenant, cents: amountOf(tenant), months: monthsOf(tenant) }))
    .filter((billable) => billable.cents > 0);
}

/**
 * Cuts the list at the plan's invoices per month (`limit`; null: none), of which the
 * organization billed `billed` this month; the note says who was left out.
 */
export function withinPlanLimit(
  limit: number | null,
  billed: number,
  all: Billable[],
  date: string,
): { allowed: Billable[]; note: string | null } {
  if (limit === null) return { allowed: all, note: null };
  const room = Math.max(0, limit - billed);
  if (all.length <= room) return { allowed: all, note: null };
  const left = all.length - room;
  const note = `Plan limit reached: ${left} ${left === 1 ? 'tenant' : 'tenants'} not invoiced on ${date}`;
  return { allowed: all.slice(0, room), note };
}

/** What of a schedule its messages are made from. */
export type ScheduleTexts = Pick<InvoiceSchedulesTable, 'invoice_type' | 'message' | 'message_sw'>;

/** The template each language's tenants get from this schedule (shared invoiceTemplateFor). */
function templatesOf(schedule: ScheduleTexts) {
  const texts = { message: schedule.message, messagesw: schedule.message_sw };
  return {
    en: invoiceTemplateFor('en', texts),
    sw: invoiceTemplateFor('sw', texts),
  } satisfies Record<Language, unknown>;
}

/** The languages whose tenants' messages carry their page link ({tenantlink}). */
export function languagesWithTenantLink(schedule: InvoiceSchedulesTable): Set<Language> {
  const templates = templatesOf(schedule);
  const languages = Object.keys(templates) as Language[];
  return new Set(languages.filter((l) => /\{tenantlink\}/i.test(templates[l].template)));
}

/** What a message says of its tenant: their name, house and language. */
export type MessageTenant = Pick<
  TenantToBill,
  'id' | 'kind' | 'firstname' | 'lastname' | 'businessname' | 'house_number' | 'language'
>;

/**
 * The schedule's template filled in per tenant, in the tenant's language (their schedule's
 * Kiswahili version, or the English message); amounts are formatted once per value. The
 * tenant's page URL is given for templates with {tenantlink}.
 */
export function messageRenderer(
  schedule: ScheduleTexts,
  billingDate: string,
  dueDate: string,
  payee: Payee,
  /** Each tenant's balance before this invoice, in cents. */
  balances: ReadonlyMap<string, number>,
) {
  const amounts = new Map<number, string>();
  const kes = (cents: number) => {
    let text = amounts.get(cents);
    if (text === undefined) amounts.set(cents, (text = formatKesFigure(centsToKes(cents))));
    return text;
  };
  const months = { en: monthLabel(billingDate), sw: monthLabel(billingDate, 'sw') };
  const dues = { en: smsDate(dueDate), sw: smsDate(dueDate, 'sw') };
  const reminder = !isChargeInvoice(schedule.invoice_type);
  const templates = templatesOf(schedule);
  const filled = (
    tenant: MessageTenant,
    cents: number,
    invoiceNumber: number,
    tenantLink?: string,
  ) => {
    const { template, language } = templates[tenant.language];
    // {housenumber} is what the tenant types as the account: see paybillAccount.
    const account = paybillAccount(tenant.house_number, payee.bankAccountNumber);
    const before = balances.get(tenant.id) ?? 0;
    const values: InvoiceMessageValues = {
      customername: tenantDisplayName(tenant),
      invoicetype: invoiceTypeWords[language][schedule.invoice_type],
      month: months[language],
      amount: kes(cents),
      paybill: payee.paybill ?? paybillNotSetWords[language],
      housenumber: account,
      balance: kes(Math.max(0, reminder ? before : before + cents)),
      duedate: dues[language],
      account,
      invoicenumber: invoiceNumberLabel(invoiceNumber),
      landlord: payee.name,
      phone: payee.phone,
      tenantlink: tenantLink,
    };
    return { template, language, values };
  };
  const render = (
    tenant: MessageTenant,
    cents: number,
    invoiceNumber: number,
    tenantLink?: string,
  ): string => {
    const { template, values } = filled(tenant, cents, invoiceNumber, tenantLink);
    return renderInvoiceMessage(template, values);
  };
  /** The same message as a WhatsApp template's language and parameters (decision 0061). */
  const whatsapp = (
    tenant: MessageTenant,
    cents: number,
    invoiceNumber: number,
    tenantLink?: string,
  ): WhatsappTemplateFacts => {
    const { template, language, values } = filled(tenant, cents, invoiceNumber, tenantLink);
    return { language, params: invoiceMessageParams(template, values) };
  };
  return Object.assign(render, { whatsapp });
}
