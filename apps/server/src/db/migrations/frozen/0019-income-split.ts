/**
 * Migration 0019's income split, frozen as packages/shared/src/income-split.ts and
 * ledger-kinds.ts had it when the 0019 backfill was last written (commit a36b976): what a
 * payment's rent part paid for, the charges it settled oldest first; money beyond every
 * charge is rent paid ahead. A later change to the live rules must not change what 0019 wrote.
 */
export type IncomeCategory = 'rent' | 'water' | 'servicecharge' | 'other';
export type IncomeSplit = Record<IncomeCategory, number>;

export interface OpenCharge {
  /** What is still unpaid of the charge, in cents. */
  unpaidCents: number;
  income: IncomeCategory;
}

/** The invoice types that added to a tenant's rent balance, and what each counted as when paid. */
const chargeIncome = {
  'Rental Invoice Bill': 'rent',
  'Water Invoice Bill': 'water',
  'Service Charge Bill': 'servicecharge',
  'Late Fee': 'other',
  'One-off Charge': 'other',
} as const satisfies Record<string, IncomeCategory>;

export type ChargeInvoiceType = keyof typeof chargeIncome;
export const chargeInvoiceTypes = Object.keys(chargeIncome) as ChargeInvoiceType[];

/** What an invoice of this type counts as when paid. */
export function incomeOfInvoice(type: ChargeInvoiceType): IncomeCategory {
  return chargeIncome[type];
}

function noIncome(): IncomeSplit {
  return { rent: 0, water: 0, servicecharge: 0, other: 0 };
}

/** How `cents` settle the charges in order; what is left over counts as rent paid ahead. */
function allocateIncome(charges: readonly OpenCharge[], cents: number): IncomeSplit {
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
    { unpaidCents: rentUnpaid, income: 'rent' },
    { unpaidCents: Math.max(0, unpaidCents - rentUnpaid), income: 'water' },
  ];
}

/**
 * What `cents` of rent credit pays for when `creditedBefore` cents of rent credits came before
 * it, over the charges in full (oldest first).
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
