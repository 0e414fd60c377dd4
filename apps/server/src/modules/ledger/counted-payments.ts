import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { tenantPaymentType } from './kinds-sql.js';

/**
 * The organization's payments as income counts them (reports, KRA, collections, owner
 * statements): each payment on its own day, and each reversed payment once more, negated, on
 * the day its reversal counts from (payment_reversals.reversed_on). A month's figures then
 * never change when a payment of that month is reversed later (a closed month is reversed in
 * the first open month), and a payment reversed within its month nets to nothing.
 * A payment that arrived for a closed month counts from the first open day, as its journal
 * entries do. `paid_on` is the day the row counts on. Alias the result as a table: `.as('x')`.
 */
export function countedPayments(db: Db, organizationId: string) {
  const columns = [
    'x.id',
    'x.organization_id',
    'x.tenant_id',
    'x.rental_id',
    'x.transaction_type',
  ] as const;
  const amounts = [
    'x.amount_cents',
    'x.deposit_cents',
    'x.rent_cents',
    'x.water_cents',
    'x.service_charge_cents',
    'x.other_cents',
  ] as const;
  // A payment whose entries count from another day than its own (it arrived for a closed
  // month: journal.ts) counts on the journal's day, so the closed month reads the same.
  const paid = db
    .selectFrom('transactions as x')
    .select([...columns, 'x.paid_on', ...amounts])
    .where('x.organization_id', '=', organizationId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ledger_entries as le')
            .select('le.id')
            .where('le.source_type', '=', 'payment')
            .whereRef('le.source_id', '=', 'x.id')
            .where('le.kind', '=', tenantPaymentType)
            .whereRef('le.effective_on', '<>', 'x.paid_on'),
        ),
      ),
    );
  // One row per moved payment: its first entry (every entry of a payment has the same day).
  const moved = db
    .selectFrom('ledger_entries as first')
    .innerJoin('transactions as x', 'x.id', 'first.source_id')
    .select([...columns, 'first.effective_on as paid_on', ...amounts])
    .where('first.organization_id', '=', organizationId)
    .where('first.source_type', '=', 'payment')
    .where('first.kind', '=', tenantPaymentType)
    .whereRef('first.effective_on', '<>', 'x.paid_on')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ledger_entries as earlier')
            .select('earlier.id')
            .where('earlier.source_type', '=', 'payment')
            .whereRef('earlier.source_id', '=', 'first.source_id')
            .where('earlier.kind', '=', tenantPaymentType)
            .whereRef('earlier.id', '<', 'first.id'),
        ),
      ),
    );
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
  return paid.unionAll(moved).unionAll(reversed);
}
