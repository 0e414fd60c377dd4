import type { InvoiceType } from './enums.js';
import { invoiceKinds, openingIncome, type IncomeCategory } from './ledger-kinds.js';

/**
 * What a payment's rent part paid for: the charges it settled, oldest first, by what they count
 * as (ledger-kinds.ts); money beyond every charge is rent paid ahead. The server decides it once
 * when a payment is posted and stores it on the payment, so a month's figures (reports, KRA's
 * rental income tax, which is on rent received) do not change when later charges arrive.
 */
export type IncomeSplit = Record<IncomeCategory, number>;

export interface OpenCharge {
  /** What is still unpaid of the charge, in cents. */
  unpaidCents: number;
  income: IncomeCategory;
}

export function noIncome(): IncomeSplit {
  return { rent: 0, water: 0, servicecharge: 0, other: 0 };
}

/** How `cents` settle the charges in order; what is left over counts as rent paid ahead. */
export function allocateIncome(charges: readonly OpenCharge[], cents: number): IncomeSplit {
  const split = noIncome();
  let left = Math.max(0, cents);
  for (const charge of charges) {
    const settled = Math.min(left, Math.max(0, charge.unpaidCents));
    split[charge.income] += settled;
    left -= settled;
  }
  split.rent += left;
  return split;
}

/** What an invoice of this type counts as when paid (every charge type has one). */
export function incomeOfInvoice(type: InvoiceType): IncomeCategory {
  return invoiceKinds[type].income ?? 'other';
}

/**
 * The opening balance as two charges, rent before water: `unpaidCents` of the combined opening
 * is what earlier credits left, having settled it from the rent end.
 */
export function openingCharges(
  rentCents: number,
  waterCents: number,
  unpaidCents: number,
): OpenCharge[] {
  const settled = Math.max(0, rentCents + waterCents - unpaidCents);
  const rentUnpaid = Math.max(0, rentCents - settled);
  return [
    { unpaidCents: rentUnpaid, income: openingIncome.rent },
    { unpaidCents: Math.max(0, unpaidCents - rentUnpaid), income: openingIncome.water },
  ];
}

/**
 * What `cents` of rent credit pays for when `creditedBefore` cents of rent credits came before
 * it, over the charges in full (oldest first): the same as allocateIncome over what those
 * earlier credits left unpaid, without working out each charge's unpaid part.
 */
export function splitAfter(
  charges: readonly OpenCharge[],
  creditedBefore: number,
  cents: number,
): IncomeSplit {
  const after = allocateIncome(charges, creditedBefore + cents);
  const before = allocateIncome(charges, creditedBefore);
  return {
    rent: after.rent - before.rent,
    water: after.water - before.water,
    servicecharge: after.servicecharge - before.servicecharge,
    other: after.other - before.other,
  };
}
