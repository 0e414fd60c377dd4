import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * The organization's payments as income counts them (reports, KRA, collections, owner
 * statements): each payment on its own day, and each reversed payment once more, negated, on
 * the day its reversal counts from (payment_reversals.reversed_on). A month's figures then
 * never change when a payment of that month is reversed later (a closed month is reversed in
 * the first open month), and a payment reversed within its month nets to nothing.
 * `paid_on` is the day the row counts on. Alias the result as a table: `.as('x')`.
 */
export function countedPayments(db: Db, organizationId: string) {
  const columns = [
    'x.id',
    'x.organization_id',
    'x.tenant_id',
    'x.rental_id',
    'x.transaction_type',
  ] as const;
  const paid = db
    .selectFrom('transactions as x')
    .select([
      ...columns,
      'x.paid_on',
      'x.amount_cents',
      'x.deposit_cents',
      'x.rent_cents',
      'x.water_cents',
      'x.service_charge_cents',
      'x.other_cents',
    ])
    .where('x.organization_id', '=', organizationId);
  const negated = (column: string) => sql<number>`-${sql.ref(`x.${column}`)}`;
  const reversed = db
    .selectFrom('transactions as x')
    .innerJoin('payment_reversals as pr', 'pr.transaction_id', 'x.id')
    .select([
      ...columns,
      'pr.reversed_on as paid_on',
      negated('amount_cents').as('amount_cents'),
      negated('deposit_cents').as('deposit_cents'),
      negated('rent_cents').as('rent_cents'),
      negated('water_cents').as('water_cents'),
      negated('service_charge_cents').as('service_charge_cents'),
      negated('other_cents').as('other_cents'),
    ])
    .where('x.organization_id', '=', organizationId)
    .where('pr.organization_id', '=', organizationId);
  return paid.unionAll(reversed);
}
