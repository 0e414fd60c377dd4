import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { allBalancesSql, lateFeeAppliesSql } from '../ledger/index.js';
import { notSuspended, ownerNotDeactivated } from '../plans/index.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/**
 * Organizations with at least one enabled late-fee rule, with what decides whether they are
 * charged: those whose owner is deactivated or that are suspended are left out here, lapsed
 * ones are the caller's.
 */
export function organizationsWithLateFees(db: Db, organizationId?: string) {
  let query = db
    .selectFrom('organizations as o')
    .select(['o.id', 'o.plan_id', 'o.trial_ends_at', 'o.paid_until'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('late_fee_rules as r')
          .select('r.rental_id')
          .whereRef('r.organization_id', '=', 'o.id')
          .where('r.enabled', '=', 1),
      ),
    )
    .where(ownerNotDeactivated('o'))
    .where(notSuspended('o'));
  if (organizationId) query = query.where('o.id', '=', organizationId);
  return query.orderBy('o.id').execute();
}

/**
 * Invoices past their due date in rentals with an enabled rule, of a kind a fee may follow,
 * that have no late fee yet, of tenants who owe; with the tenant, their balance (cents) and
 * the rule. Tenants who owe nothing are left out first: their invoices are all paid, and the
 * paid invoices of months past would otherwise be read again on every run. Whether each
 * invoice is still unpaid and past the grace days is the caller's to decide.
 */
export function lateFeeCandidates(db: Db, organizationId: string, today: string) {
  const balances = sql<{ tenant_id: string; balance: number | string }>`(${allBalancesSql(
    organizationId,
  )})`;
  return db
    .selectFrom('invoices as i')
    .innerJoin('tenants as t', 't.id', 'i.tenant_id')
    .innerJoin('late_fee_rules as r', 'r.rental_id', 't.rental_id')
    .innerJoin(balances.as('b'), (join) => join.onRef('b.tenant_id', '=', 't.id'))
    .select([
      'i.id',
      'i.number',
      'i.invoice_type',
      'i.due_date',
      'i.tenant_id',
      ...tenantNameColumns('t'),
      't.phonenumber',
      't.house_number',
      't.language',
      'r.fee_type',
      'r.amount',
      'r.grace_days',
      'r.send_sms',
      'b.balance',
    ])
    .where('i.organization_id', '=', organizationId)
    .where('b.balance', '>', 0)
    .where('r.enabled', '=', 1)
    .where('i.due_date', '<', today)
    .where(lateFeeAppliesSql('i.invoice_type'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('invoices as f').select('f.id').whereRef('f.late_fee_for', '=', 'i.id')),
      ),
    )
    .orderBy('i.number')
    .execute();
}
