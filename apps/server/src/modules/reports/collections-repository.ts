import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { scopeIds, type RentalScope } from './report-scope.js';
import {
  creditedOnInvoiceSql,
  isChargeSql,
  isCreditSql,
  rentPartSql,
} from '../ledger/kinds-sql.js';
import { countedPayments } from '../ledger/index.js';

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

/**
 * What was billed per month (of the billing date) and rental (the tenant's): rent-balance
 * charges net of the credit notes tied to them; deposits are not billed income.
 */
export function invoicedByMonth(
  db: Db,
  organizationId: string,
  range: { from: string; to: string },
  scope?: RentalScope,
) {
  let query = db
    .selectFrom('invoices as i')
    .innerJoin('tenants as t', 't.id', 'i.tenant_id')
    .select([
      month('i.billing_date').as('month'),
      't.rental_id',
      sql<number>`sum(i.amount_cents - ${creditedOnInvoiceSql('i.id')})`.as('cents'),
    ])
    .where('i.organization_id', '=', organizationId)
    .where(isChargeSql('i.invoice_type'))
    .where('i.billing_date', '>=', range.from)
    .where('i.billing_date', '<', range.to)
    .groupBy([month('i.billing_date'), 't.rental_id']);
  if (scope) query = query.where('t.rental_id', 'in', scopeIds(scope));
  return query.execute();
}

/**
 * What tenants paid per month (of the payment day) and rental, less their deposit parts;
 * only for the rentals in scope, when given.
 */
export function collectedByMonth(
  db: Db,
  organizationId: string,
  range: { from: string; to: string },
  scope?: RentalScope,
) {
  let query = db
    .selectFrom(countedPayments(db, organizationId).as('x'))
    .select([
      month('x.paid_on').as('month'),
      'x.rental_id',
      sql<number>`sum(${rentPartSql('x')})`.as('cents'),
      // The part that paid rent (ledger/income-allocation.ts): what commission is taken on.
      sql<number>`sum(x.rent_cents)`.as('rent_cents'),
    ])
    .where('x.organization_id', '=', organizationId)
    .where(isCreditSql('x.transaction_type'))
    .where('x.paid_on', '>=', range.from)
    .where('x.paid_on', '<', range.to)
    .groupBy([month('x.paid_on'), 'x.rental_id']);
  if (scope) query = query.where('x.rental_id', 'in', scopeIds(scope));
  return query.execute();
}
