import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { invoicesInMonthSql } from '../../db/counts.js';
import { balanceCentsOf, isChargeSql } from '../ledger/index.js';
import { notSuspended, ownerNotDeactivated } from '../plans/index.js';
import { rentInForceSql } from '../tenants/index.js';
import { proratedMoveInSql } from './move-in-rent.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';

/**
 * Schedules due on or before `today`: oldest date first, and on one date the Pending Bill
 * reminders last (they remind of the balance including that date's bills). With what decides
 * whether their organization is billed: organizations whose owner is deactivated or that an
 * operator suspended are left out here, lapsed subscriptions are the caller's to skip.
 */
export function dueScheduleRows(db: Db, today: string, organizationId?: string) {
  let query = db
    .selectFrom('invoice_schedules as s')
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .select(['s.id', 's.organization_id', 'o.plan_id', 'o.trial_ends_at', 'o.paid_until'])
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
 * The rental's tenants not yet invoiced by this schedule for this date, with the rent in force
 * for them on the billing date and their balance before it (the message quotes it; a Pending
 * Bill reminds of it), in house-number order (the order the plan limit cuts in). One query for
 * the whole rental.
 */
export function tenantsToBill(
  db: Db,
  schedule: { id: string; organization_id: string; rental_id: string },
  billingDate: string,
) {
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
        ...tenantNameColumns('t'),
        't.phonenumber',
        't.house_number',
        't.language',
        rentInForceSql('t', 'rt', billingDate).as('monthly_rent_cents'),
        proratedMoveInSql('t').as('prorated_move_in'),
        balanceCentsOf('t').as('balance_cents'),
      ])
      .where('t.organization_id', '=', schedule.organization_id)
      .where('t.rental_id', '=', schedule.rental_id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('invoices as i')
              .select('i.id')
              .where('i.schedule_id', '=', schedule.id)
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

/** Invoices of the organization billed in the month of `billingDate` (the plan counts them). */
export async function invoicesInMonth(db: Db, organizationId: string, billingDate: string) {
  const { rows } = await sql<{ count: number | string }>`
    select ${invoicesInMonthSql(organizationId, billingDate)} as count`.execute(db);
  return Number(rows[0]!.count);
}

export async function advanceSchedule(
  db: Db,
  organizationId: string,
  scheduleId: string,
  changes: { next_billing_date: string; last_run_note: string | null; updated_at: string },
) {
  await db
    .updateTable('invoice_schedules')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', scheduleId)
    .execute();
}
