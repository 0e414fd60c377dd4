import { sql } from 'kysely';
import { shardOfColumn } from '../../db/applier-shards.js';
import type { Db } from '../../db/connection.js';
import { isPostgres } from '../../db/dialect.js';
import { invoicesInMonthSql } from '../../db/counts.js';
import { balanceCentsOf, isChargeSql } from '../ledger/index.js';
import { notSuspended, ownerNotDeactivated } from '../plans/index.js';
import { rentInForceSql } from '../tenants/index.js';
import { proratedMoveInSql } from './move-in-rent.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';
import { organizationPairIn } from '../../db/tenant-keys.js';

/**
 * Schedules due on or before `today`: oldest date first, and on one date the Pending Bill
 * reminders last (they remind of the balance including that date's bills). With what decides
 * whether their organization is billed: organizations whose owner is deactivated or that an
 * operator suspended are left out here, lapsed subscriptions are the caller's to skip.
 */
export function dueScheduleRows(
  db: Db,
  today: string,
  { organizationId, countTenants }: { organizationId?: string; countTenants: boolean },
) {
  let query = db
    .selectFrom('invoice_schedules as s')
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .select([
      's.id',
      's.organization_id',
      's.next_billing_date',
      'o.plan_id',
      'o.trial_ends_at',
      'o.paid_until',
      // Every tenant the rental has had: at most this many invoices, which decides how many
      // schedules share a transaction (run-service.ts). Billed one at a time, nothing is
      // grouped: not counted (an index count per due schedule per round).
      (countTenants
        ? sql<number>`(select count(*) from tenants t
            where t.organization_id = s.organization_id and t.rental_id = s.rental_id)`
        : sql<number>`0`
      ).as('tenants'),
      // The organization's C2B applier shard (db/applier-shards.ts): the timer's run bills
      // organizations of one shard together (run-groups.ts).
      (isPostgres(db) ? shardOfColumn('s.organization_id') : sql<number>`0`).as('shard'),
    ])
    .where('s.next_billing_date', '<=', today)
    .where(ownerNotDeactivated('o'))
    .where(notSuspended('o'));
  if (organizationId) query = query.where('s.organization_id', '=', organizationId);
  return (
    query
      .orderBy('s.next_billing_date')
      // Reminders (kinds that are not charges) after the charges of the same date.
      .orderBy(sql`case when ${isChargeSql('s.invoice_type')} then 0 else 1 end`)
      .orderBy('s.created_at')
      .orderBy('s.id')
      .execute()
  );
}

/**
 * Each schedule's rental's tenants not yet invoiced by it for this date, with the rent in
 * force for them on the billing date and their balance before it (the message quotes it; a
 * Pending Bill reminds of it), in house-number order (the order the plan limit cuts in). One
 * query for all the schedules, which are of different organizations (one billing transaction's:
 * run-service.ts); each row names its organization.
 */
export function tenantsToBill(
  db: Db,
  schedules: readonly { id: string; organization_id: string; rental_id: string }[],
  billingDate: string,
) {
  const rentals = schedules.map((s) => ({ organizationId: s.organization_id, value: s.rental_id }));
  return (
    db
      .selectFrom('tenants as t')
      .innerJoin('room_types as rt', 'rt.id', 't.room_type_id')
      // Billing counts from move-in to move-out: a tenant who moved in after a billing date is
      // not billed for it when the run catches up, nor one who had left before it.
      .where('t.move_in_date', '<=', billingDate)
      .where((eb) =>
        eb.or([eb('t.move_out_date', 'is', null), eb('t.move_out_date', '>=', billingDate)]),
      )
      .select([
        't.id',
        't.organization_id',
        ...tenantNameColumns('t'),
        't.phonenumber',
        't.house_number',
        't.language',
        rentInForceSql('t', 'rt', billingDate).as('monthly_rent_cents'),
        proratedMoveInSql('t').as('prorated_move_in'),
        balanceCentsOf('t').as('balance_cents'),
      ])
      .where(organizationPairIn(db, 't.organization_id', 't.rental_id', rentals))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('invoices as i')
              .select('i.id')
              .where('i.schedule_id', '=', scheduleOfTenant(schedules))
              .where('i.billing_date', '=', billingDate)
              .whereRef('i.tenant_id', '=', 't.id'),
          ),
        ),
      )
      .orderBy('t.house_number_key')
      .orderBy('t.id')
      .execute()
  );
}

/**
 * The schedule billing the tenant (`t`): the one of their organization's, as one probe of the
 * invoices' period key per tenant (a list of schedules would be a probe per schedule).
 */
function scheduleOfTenant(schedules: readonly { id: string; organization_id: string }[]) {
  if (schedules.length === 1) return sql<string>`${schedules[0]!.id}`;
  const cases = schedules.map((s) => sql`when ${s.organization_id} then ${s.id}`);
  return sql<string>`case t.organization_id ${sql.join(cases, sql` `)} end`;
}

export type TenantToBill = Awaited<ReturnType<typeof tenantsToBill>>[number];

/**
 * Cost of each tenant's readings taken before `before` (an instant) and not yet billed, for
 * the rental's tenants. Summed per tenant through the (tenant, date) index: a plan that stays
 * fast even before PostgreSQL has statistics for rows written moments ago (an import).
 */
export async function unbilledWaterCents(
  db: Db,
  organizationId: string,
  rentalId: string,
  before: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('tenants as t')
    .select((eb) => [
      't.id',
      eb
        .selectFrom('water_readings as w')
        .select(sql<number>`coalesce(sum(w.cost_cents), 0)`.as('n'))
        .whereRef('w.tenant_id', '=', 't.id')
        .where('w.invoice_id', 'is', null)
        .where('w.reading_date', '<', before)
        .as('cents'),
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.rental_id', '=', rentalId)
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.cents)]));
}

/**
 * Invoices each organization billed in the month of `billingDate` (the plan counts them), in
 * one query.
 */
export async function invoicesInMonthOf(
  db: Db,
  organizationIds: readonly string[],
  billingDate: string,
): Promise<Map<string, number>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('organizations as o')
    .select(['o.id', invoicesInMonthSql(sql.ref('o.id'), billingDate).as('count')])
    .where('o.id', 'in', [...new Set(organizationIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/** What billing a date changes on its schedule. */
export interface ScheduleAdvance {
  organizationId: string;
  scheduleId: string;
  nextBillingDate: string;
  lastRunNote: string | null;
}

/** Moves each schedule to its next billing date, in one statement. */
export async function advanceSchedules(
  db: Db,
  advances: readonly ScheduleAdvance[],
  updatedAt: string,
) {
  if (advances.length === 0) return;
  const byId = <T>(value: (advance: ScheduleAdvance) => T) =>
    sql<T>`case id ${sql.join(
      advances.map((a) => sql`when ${a.scheduleId} then ${value(a)}`),
      sql` `,
    )} end`;
  await db
    .updateTable('invoice_schedules')
    .set({
      next_billing_date: byId((a) => a.nextBillingDate),
      last_run_note: byId((a) => a.lastRunNote),
      updated_at: updatedAt,
    })
    .where(
      organizationPairIn(
        db,
        'organization_id',
        'id',
        advances.map((a) => ({ organizationId: a.organizationId, value: a.scheduleId })),
      ),
    )
    .execute();
}
