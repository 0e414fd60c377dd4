import {
  allocateIncome,
  incomeOfInvoice,
  openingCharges,
  type IncomeSplit,
  type OpenCharge,
} from '@rental/shared/income-split';
import type { InvoiceType } from '@rental/shared/enums';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { organizationKey, tenantKeyIn, type TenantKey } from '../../db/tenant-keys.js';

// What a payment pays for is decided when it is posted (packages/shared/src/income-split.ts)
// and stored on it: transactions.rent_cents, water_cents, service_charge_cents, other_cents.
//
// It is what the payment settles of the tenant's unpaid charges, oldest first (settlement.ts:
// openings, then invoices by number, net of their credit notes). Those are kept as entries
// post (unpaid_charges, kept-arrears.ts), so a payment reads the few charges its tenant still
// owes, not every invoice and payment the tenant ever had: a tenant of five years has some 120
// of each. The property test (test/ledger/kept-arrears.property.test.ts) holds this equal to
// the computation from the documents in full (test/ledger/income-split-model.ts).

/**
 * For one payment each of several tenants, of one organization or several (a C2B batch), in
 * one query whatever their number (it runs for every payment, and C2B posts them in batches):
 * what the rent part of each pays for, by tenant id. Read with the tenants locked
 * (post-payment.ts), so their unpaid charges cannot change under it.
 */
export async function incomeSplitsOfTenants(
  trx: Db,
  payments: readonly (TenantKey & { cents: number })[],
): Promise<Map<string, IncomeSplit>> {
  if (payments.length === 0) return new Map();
  // One statement: each row's invoice type, and the tenant's opening balances for the row of
  // the opening balance (number 0, no invoice), are probes of a unique key per row, whatever
  // the planner knows of the tables.
  const unpaid = await trx
    .selectFrom('unpaid_charges as u')
    .select([
      'u.organization_id',
      'u.tenant_id',
      'u.cents',
      sql<InvoiceType | null>`(select i.invoice_type from invoices i
        where i.organization_id = u.organization_id and i.number = u.invoice_number)`.as(
        'invoice_type',
      ),
      openingOf('opening_rent_balance_cents').as('opening_rent'),
      openingOf('opening_water_balance_cents').as('opening_water'),
    ])
    .where(tenantKeyIn(trx, 'u.organization_id', 'u.tenant_id', payments))
    .orderBy('u.tenant_id')
    .orderBy('u.invoice_number')
    .execute();
  const chargesOf = new Map<string, OpenCharge[]>();
  for (const row of unpaid) {
    const key = organizationKey(row.organization_id, row.tenant_id);
    const cents = Number(row.cents);
    const charges =
      row.invoice_type === null
        ? openingCharges(Number(row.opening_rent ?? 0), Number(row.opening_water ?? 0), cents)
        : [{ unpaidCents: cents, income: incomeOfInvoice(row.invoice_type) }];
    const ofTenant = chargesOf.get(key);
    if (ofTenant) ofTenant.push(...charges);
    else chargesOf.set(key, charges);
  }
  const splits = new Map<string, IncomeSplit>();
  for (const { organizationId, tenantId, cents } of payments) {
    const charges = chargesOf.get(organizationKey(organizationId, tenantId)) ?? [];
    splits.set(tenantId, allocateIncome(charges, cents));
  }
  return splits;
}

/** A tenant's opening balance column, read for the row of the opening balance only. */
function openingOf(column: 'opening_rent_balance_cents' | 'opening_water_balance_cents') {
  return sql<number | string | null>`case when u.invoice_number = 0 then
    (select ${sql.ref(`t.${column}`)} from tenants t where t.id = u.tenant_id) end`;
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
