import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { balanceCentsOf } from './balances.js';
import {
  creditedOnInvoiceSql,
  isChargeSql,
  isCreditSql,
  isDepositChargeSql,
  rentPartSql,
} from './kinds-sql.js';
import { inRentals, type RentalScope } from '../access/index.js';
import { invoiceMessage } from './invoice-message.js';
import { notReversedSql } from './reverse-payment.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

export interface SentInvoiceFilters {
  /** Billing dates from this day on. */
  from?: string;
  /** Billing dates up to this day; `onOrBefore` (the spec's `date`) is the same bound. */
  to?: string;
  onOrBefore?: string;
  /** Part of "first last", any case. */
  tenant?: string;
  tenantId?: string;
  /** The invoice type, any case. */
  type?: string;
  /** Invoice numbers below this one (the page cursor). */
  beforeNumber?: number;
  limit: number;
}

function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Invoice status, as the invoices list, bills and the tenant page show it (the ledger owns
 * this read; invoices/sent-service.ts derives each status from these figures).
 * Sent invoices, newest (highest number) first, with what their status is derived from: the
 * tenant's opening balances and payments, the charges billed before this one net of their
 * credit notes, this one's credit notes, and the tenant's balance (for Pending Bill reminders). The figures are correlated
 * subqueries over indexed columns, computed only for the rows of the page.
 */
export function sentInvoiceRows(
  db: Db,
  organizationId: string,
  filters: SentInvoiceFilters,
  scope: RentalScope,
) {
  let query = db
    .selectFrom('invoices as i')
    .innerJoin('tenants as t', 't.id', 'i.tenant_id')
    .innerJoin('rentals as r', 'r.id', 't.rental_id')
    .select((eb) => [
      'i.id',
      'i.number',
      'i.tenant_id',
      'i.invoice_type',
      'i.billing_date',
      'i.invoice_date',
      'i.amount_cents',
      invoiceMessage('i'),
      ...tenantNameColumns('t'),
      't.house_number',
      'r.name as rental_name',
      sql<number>`t.opening_rent_balance_cents + t.opening_water_balance_cents`.as('opening_cents'),
      'i.due_date',
      'i.description',
      // Rent credits: the rent part of payments, and credit notes tied to no invoice.
      sql<number>`(${eb
        .selectFrom('transactions as x')
        .select(sql<number>`coalesce(sum(${rentPartSql('x')}), 0)`.as('n'))
        .whereRef('x.tenant_id', '=', 't.id')
        .where(isCreditSql('x.transaction_type'))
        .where(notReversedSql('x.id'))}) + (${eb
        .selectFrom('credit_notes as u')
        .select(sql<number>`coalesce(sum(u.amount_cents), 0)`.as('n'))
        .whereRef('u.tenant_id', '=', 't.id')
        .where('u.invoice_id', 'is', null)})`.as('paid_cents'),
      // A Deposit invoice is paid by the deposit part of payments, in invoice order.
      eb
        .selectFrom('transactions as x')
        .select(sql<number>`coalesce(sum(x.deposit_cents), 0)`.as('n'))
        .whereRef('x.tenant_id', '=', 't.id')
        .where(isCreditSql('x.transaction_type'))
        .where(notReversedSql('x.id'))
        .as('deposit_received_cents'),
      eb
        .selectFrom('invoices as j')
        .select(sql<number>`coalesce(sum(j.amount_cents), 0)`.as('n'))
        .whereRef('j.tenant_id', '=', 'i.tenant_id')
        .whereRef('j.number', '<', 'i.number')
        .where(isDepositChargeSql('j.invoice_type'))
        .as('deposit_billed_before_cents'),
      eb
        .selectFrom('invoices as j')
        .select(sql<number>`coalesce(sum(j.amount_cents), 0)`.as('n'))
        .whereRef('j.tenant_id', '=', 'i.tenant_id')
        .whereRef('j.number', '<', 'i.number')
        .where(isChargeSql('j.invoice_type'))
        .as('billed_before_cents'),
      // Credit notes on the charges before this one, and on this one.
      eb
        .selectFrom('credit_notes as c')
        .innerJoin('invoices as j', 'j.id', 'c.invoice_id')
        .select(sql<number>`coalesce(sum(c.amount_cents), 0)`.as('n'))
        .whereRef('c.tenant_id', '=', 'i.tenant_id')
        .whereRef('j.number', '<', 'i.number')
        .as('credited_before_cents'),
      creditedOnInvoiceSql('i.id').as('credited_cents'),
      balanceCentsOf('t').as('balance_cents'),
    ])
    .where('i.organization_id', '=', organizationId)
    .where('t.organization_id', '=', organizationId)
    .where(inRentals('t.rental_id', scope));
  if (filters.from) query = query.where('i.billing_date', '>=', filters.from);
  for (const last of [filters.to, filters.onOrBefore]) {
    if (last) query = query.where('i.billing_date', '<=', last);
  }
  if (filters.tenantId) query = query.where('i.tenant_id', '=', filters.tenantId);
  if (filters.type) {
    query = query.where(sql`lower(i.invoice_type)`, '=', filters.type.toLowerCase());
  }
  if (filters.tenant) {
    // The name as tenantDisplayName shows it: a business's own name, a person's two names.
    const name = sql`lower(case when t.kind = 'business' then coalesce(t.businessname, '')
      else t.firstname || ' ' || t.lastname end)`;
    query = query.where(sql<boolean>`${name} like ${likePattern(filters.tenant)} escape '\\'`);
  }
  if (filters.beforeNumber !== undefined) {
    query = query.where('i.number', '<', filters.beforeNumber);
  }
  return query.orderBy('i.number', 'desc').limit(filters.limit).execute();
}

export type SentInvoiceRow = Awaited<ReturnType<typeof sentInvoiceRows>>[number];
