import { nairobiDate } from '@rental/shared/dates';
import type { InvoiceType } from '@rental/shared/enums';
import type { Db } from '../../db/connection.js';
import { organizationIs } from '../../db/dialect.js';
import { sql } from 'kysely';
import { creditedOnInvoiceSql, isChargeSql, isCreditSql, rentPartSql } from './kinds-sql.js';
import { openingDueDate, unpaidAmounts } from './settlement.js';
import { notReversedSql } from './reverse-payment.js';

/** One charge of a tenant and what is still unpaid of it (settlement.ts order). */
export interface UnpaidCharge {
  /** Null for the opening balances. */
  invoiceId: string | null;
  invoiceNumber: number | null;
  invoiceType: InvoiceType | null;
  dueDate: string;
  /** Net of the credit notes tied to it. */
  cents: number;
  unpaidCents: number;
}

const idsPerQuery = 500;

/**
 * Every charge of the given tenants with its unpaid part: the opening balances first, then the
 * invoices by number, settled in that order by the tenant's rent credits: the rent part of
 * payments, credit notes not tied to an invoice and deposit deductions (credit notes tied to
 * an invoice are already taken off it). For reminders and late fees; charges fully paid are included
 * with unpaidCents 0 so callers see the whole order.
 */
export async function unpaidChargesOf(
  db: Db,
  organizationId: string,
  tenantIds: readonly string[],
): Promise<Map<string, UnpaidCharge[]>> {
  const result = new Map<string, UnpaidCharge[]>();
  for (let start = 0; start < tenantIds.length; start += idsPerQuery) {
    const ids = tenantIds.slice(start, start + idsPerQuery);
    const [tenants, invoices, payments, untied] = await Promise.all([
      db
        .selectFrom('tenants')
        .select(['id', 'created_at', 'opening_rent_balance_cents', 'opening_water_balance_cents'])
        .where(organizationIs(db, 'organization_id', organizationId))
        .where('id', 'in', ids)
        .execute(),
      db
        .selectFrom('invoices as i')
        .select([
          'i.id',
          'i.tenant_id',
          'i.number',
          'i.invoice_type',
          'i.due_date',
          'i.amount_cents',
          creditedOnInvoiceSql('i.id').as('credited_cents'),
        ])
        .where('i.organization_id', '=', organizationId)
        .where('i.tenant_id', 'in', ids)
        .where(isChargeSql('i.invoice_type'))
        .orderBy('i.tenant_id')
        .orderBy('i.number')
        .execute(),
      db
        .selectFrom('transactions')
        .select(['tenant_id', sql<number>`sum(${rentPartSql('transactions')})`.as('cents')])
        .where('organization_id', '=', organizationId)
        .where('tenant_id', 'in', ids)
        .where(isCreditSql('transaction_type'))
        .where(notReversedSql('transactions.id'))
        .groupBy('tenant_id')
        .execute(),
      db
        .selectFrom('credit_notes')
        .select((eb) => ['tenant_id', eb.fn.sum<number>('amount_cents').as('cents')])
        .where('organization_id', '=', organizationId)
        .where('tenant_id', 'in', ids)
        .where('invoice_id', 'is', null)
        .groupBy('tenant_id')
        .execute(),
    ]);
    const paid = new Map(payments.map((row) => [row.tenant_id, Number(row.cents)]));
    for (const row of untied) {
      paid.set(row.tenant_id, (paid.get(row.tenant_id) ?? 0) + Number(row.cents));
    }
    const byTenant = new Map<string, typeof invoices>();
    for (const row of invoices) {
      byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row]);
    }
    for (const tenant of tenants) {
      const charges: Omit<UnpaidCharge, 'unpaidCents'>[] = [
        {
          invoiceId: null,
          invoiceNumber: null,
          invoiceType: null,
          dueDate: openingDueDate(nairobiDate(new Date(tenant.created_at))),
          cents:
            Number(tenant.opening_rent_balance_cents) + Number(tenant.opening_water_balance_cents),
        },
        ...(byTenant.get(tenant.id) ?? []).map((row) => ({
          invoiceId: row.id,
          invoiceNumber: Number(row.number),
          invoiceType: row.invoice_type,
          dueDate: row.due_date,
          cents: Number(row.amount_cents) - Number(row.credited_cents ?? 0),
        })),
      ];
      const unpaid = unpaidAmounts(
        charges.map((charge) => Math.max(0, charge.cents)),
        paid.get(tenant.id) ?? 0,
      );
      result.set(
        tenant.id,
        charges.map((charge, i) => ({ ...charge, unpaidCents: unpaid[i]! })),
      );
    }
  }
  return result;
}
