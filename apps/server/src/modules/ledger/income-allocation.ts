import {
  incomeOfInvoice,
  openingCharges,
  splitAfter,
  type IncomeSplit,
} from '@rental/shared/income-split';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { creditedOnInvoiceSql, isChargeSql, isCreditSql, rentPartSql } from './kinds-sql.js';

// What a payment pays for is decided when it is posted (packages/shared/src/income-split.ts)
// and stored on it: transactions.rent_cents, water_cents, service_charge_cents, other_cents.

/**
 * What `cents` of a tenant's payment (its rent part) pays for, posted now: the tenant's rent
 * charges in settlement order (settlement.ts: openings, then invoices by number, net of the
 * credit notes tied to them) after the rent credits already recorded (payments' rent parts and
 * credit notes not tied to an invoice). Two queries, as it runs for every payment (C2B).
 */
export async function incomeSplitOf(
  trx: Db,
  organizationId: string,
  tenantId: string,
  cents: number,
): Promise<IncomeSplit> {
  const [tenant, invoices] = await Promise.all([
    trx
      .selectFrom('tenants as t')
      .select((eb) => [
        't.opening_rent_balance_cents',
        't.opening_water_balance_cents',
        eb
          .selectFrom('transactions as x')
          .select(sql<number>`coalesce(sum(${rentPartSql('x')}), 0)`.as('n'))
          .where('x.organization_id', '=', organizationId)
          .whereRef('x.tenant_id', '=', 't.id')
          .where(isCreditSql('x.transaction_type'))
          .as('paid'),
        eb
          .selectFrom('credit_notes as c')
          .select(sql<number>`coalesce(sum(c.amount_cents), 0)`.as('n'))
          .where('c.organization_id', '=', organizationId)
          .whereRef('c.tenant_id', '=', 't.id')
          .where('c.invoice_id', 'is', null)
          .as('credited'),
      ])
      .where('t.organization_id', '=', organizationId)
      .where('t.id', '=', tenantId)
      .executeTakeFirst(),
    trx
      .selectFrom('invoices as i')
      .select([
        'i.invoice_type',
        sql<number>`i.amount_cents - ${creditedOnInvoiceSql('i.id')}`.as('cents'),
      ])
      .where('i.organization_id', '=', organizationId)
      .where('i.tenant_id', '=', tenantId)
      .where(isChargeSql('i.invoice_type'))
      .orderBy('i.number')
      .execute(),
  ]);
  const rent = Number(tenant?.opening_rent_balance_cents ?? 0);
  const water = Number(tenant?.opening_water_balance_cents ?? 0);
  const charges = [
    ...openingCharges(rent, water, rent + water),
    ...invoices.map((row) => ({
      unpaidCents: Number(row.cents),
      income: incomeOfInvoice(row.invoice_type),
    })),
  ];
  const before = Number(tenant?.paid ?? 0) + Number(tenant?.credited ?? 0);
  return splitAfter(charges, before, cents);
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
