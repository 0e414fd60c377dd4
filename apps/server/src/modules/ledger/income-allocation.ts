import {
  incomeOfInvoice,
  openingCharges,
  type IncomeSplit,
  type OpenCharge,
} from '@rental/shared/income-split';
import type { Db } from '../../db/connection.js';
import { unpaidChargesOf } from './unpaid-charges.js';

// What a payment pays for is decided when it is posted (packages/shared/src/income-split.ts)
// and stored on it: transactions.rent_cents, water_cents, service_charge_cents, other_cents.

/** The tenant's charges still unpaid before a new payment, in the order it settles them. */
export async function openChargesOf(
  trx: Db,
  organizationId: string,
  tenantId: string,
): Promise<OpenCharge[]> {
  const charges = (await unpaidChargesOf(trx, organizationId, [tenantId])).get(tenantId) ?? [];
  return charges.flatMap((charge): OpenCharge[] =>
    charge.invoiceType === null
      ? openingCharges(
          charge.openingRentCents,
          charge.cents - charge.openingRentCents,
          charge.unpaidCents,
        )
      : [{ unpaidCents: charge.unpaidCents, income: incomeOfInvoice(charge.invoiceType) }],
  );
}

/** The columns a payment's split is stored in. */
export function incomeColumns(split: IncomeSplit) {
  return {
    rent_cents: split.rent,
    water_cents: split.water,
    service_charge_cents: split.servicecharge,
    other_cents: split.other,
  };
}
