import { paybillAccount } from '@rental/shared/account-ref';
import { monthLabel } from '@rental/shared/billing-dates';
import { isCalendarDate } from '@rental/shared/dates';
import { typedAmountValue } from '@rental/shared/amount-input';
import { billingFrequencyMonths, type Language } from '@rental/shared/enums';
import { defaultDueRule, dueDateOf, type DueRule } from '@rental/shared/due-dates';
import {
  paybillNotSetWords,
  smsDate,
  type InvoiceMessageValues,
} from '@rental/shared/invoice-message';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { centsToKes, kesToCents, formatKesFigure } from '@rental/shared/money';
import type { Room } from '@rental/shared/schemas/rentals';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/** An amount that stands for the per-tenant figures (water used, balance owed) in the preview. */
const sampleAmountKes = 2450;
/** The preview's invoice number: the real one is given when the invoice is written. */
const sampleInvoiceNumber = 123;

export interface PreviewInput {
  invoicetype: string;
  billingfrequency: string;
  /** The date the next message goes out (first invoice date, or the next billing date). */
  billingdate: string;
  servicecharge: unknown;
  tenant: Tenant | undefined;
  rooms: readonly Room[];
  paybill: string | undefined;
  /** The landlord's account at a bank's paybill; '' or undefined for an own paybill. */
  bankAccountNumber?: string;
  /** Name and house number when the rental has no tenant yet. */
  sample: { name: string; house: string };
  /**
   * What stands for an amount not known before the run (water used, a pending balance) when
   * the preview is a real tenant's: "[water bill]", never a made-up figure next to their name.
   */
  unknownAmount: { amount: string; balance: string };
  today: string;
  /** When the invoice is due; the default rule (the 5th) when not chosen. */
  dueRule?: DueRule;
  /** The organization's display name and phone, as bills carry them. */
  payee?: { name: string; phone: string };
  /**
   * The language the message is written in: the month, the due date and "(paybill not set)"
   * are worded in it, as the invoice run words them (English by default).
   */
  language?: Language;
}

export interface Preview {
  values: InvoiceMessageValues;
  /** True when {amount} is not what this tenant will be billed: a sample or a placeholder. */
  sampleAmount: boolean;
}

function monthsOf(frequency: string): number {
  return billingFrequencyMonths[frequency as keyof typeof billingFrequencyMonths] ?? 1;
}

/** KES × months in cents, so 15000.5 × 3 stays exact. */
function times(kes: number, months: number): number {
  return kesToCents(kes) * months;
}

/** The invoice's amount in cents when it is known before the run. */
function amountOf(input: PreviewInput): number | undefined {
  const months = monthsOf(input.billingfrequency);
  // Before a type is chosen the preview reads as a rent invoice (see invoicetype below).
  const type = input.invoicetype || 'Rental Invoice Bill';
  if (type === 'Rental Invoice Bill' && input.tenant) {
    const room = input.rooms.find((r) => r.roomid === input.tenant?.tenantdata.housetype);
    return room ? times(room.roomdata.monthlyrent, months) : undefined;
  }
  if (type === 'Service Charge Bill') {
    const charge = typedAmountValue(input.servicecharge) ?? 0;
    return charge > 0 ? times(charge, months) : undefined;
  }
  return undefined;
}

/**
 * The placeholder values the invoice run would use for one tenant: the room type's rent or the
 * service charge times the months of the period, and the balance after it. Water and pending
 * amounts depend on readings and payments: for a real tenant a placeholder says so; only the
 * sample tenant of an empty rental gets a sample figure.
 */
export function previewValues(input: PreviewInput): Preview {
  const cents = amountOf(input);
  const tenant = input.tenant?.tenantdata;
  const kes = (value: number) => formatKesFigure(centsToKes(value));
  const sample = formatKesFigure(sampleAmountKes);
  let shownAmount = cents === undefined ? sample : kes(cents);
  let balance = shownAmount;
  if (tenant) {
    shownAmount = cents === undefined ? input.unknownAmount.amount : kes(cents);
    // What they owe now plus this invoice, as the run writes {balance}.
    balance =
      cents === undefined
        ? input.unknownAmount.balance
        : kes(kesToCents(tenant.balance ?? 0) + cents);
  }
  const billingDate = isCalendarDate(input.billingdate) ? input.billingdate : input.today;
  const language = input.language ?? 'en';
  const account = paybillAccount(
    tenant ? tenant.housenumber : input.sample.house,
    input.bankAccountNumber,
  );
  return {
    values: {
      customername: tenant ? tenantDisplayName(tenant) : input.sample.name,
      invoicetype: input.invoicetype || 'Rental Invoice Bill',
      month: monthLabel(billingDate, language),
      amount: shownAmount,
      paybill: input.paybill || paybillNotSetWords[language],
      housenumber: account,
      balance,
      duedate: smsDate(dueDateOf(input.dueRule ?? defaultDueRule, billingDate), language),
      account,
      invoicenumber: invoiceNumberLabel(sampleInvoiceNumber),
      landlord: input.payee?.name ?? '',
      phone: input.payee?.phone ?? '',
    },
    sampleAmount: cents === undefined,
  };
}
