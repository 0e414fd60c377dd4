import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';
import type { LeaseEventsTable, LeasesTable, VacateNoticesTable } from '../../db/types.js';

export function findLease(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('leases')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}
export type LeaseRow = NonNullable<Awaited<ReturnType<typeof findLease>>>;

/** Sets the tenant's lease: the one row per tenancy, made or replaced. */
export async function saveLease(db: Db, row: Insertable<LeasesTable>) {
  const { tenant_id: _tenant, organization_id: _organization, ...changes } = row;
  await db
    .insertInto('leases')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(changes))
    .execute();
}

export function setLeaseEnd(
  db: Db,
  organizationId: string,
  tenantId: string,
  change: { end_date: string; updated_at: string; updated_by_name: string },
) {
  return db
    .updateTable('leases')
    .set(change)
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** The notice to vacate in force: the newest given. */
export function latestVacateNotice(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('vacate_notices')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertVacateNotice(db: Db, row: Insertable<VacateNoticesTable>) {
  await db.insertInto('vacate_notices').values(row).execute();
}

/**
 * Records a lease's happening once: true when this call recorded it, false when another
 * (a second server's timer, a rerun) already had. The key (tenant, kind, date) decides.
 */
export async function claimLeaseEvent(db: Db, row: Insertable<LeaseEventsTable>) {
  const result = await db
    .insertInto('lease_events')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'on_date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Current tenants' leases with a yearly rise: the escalation step works through them. */
export function escalatingLeases(db: Db) {
  return db
    .selectFrom('leases')
    .innerJoin('tenants', 'tenants.id', 'leases.tenant_id')
    .selectAll('leases')
    .where('tenants.status', '=', 'current')
    .where('leases.escalation_type', 'is not', null)
    .execute();
}

/**
 * Current tenants' leases ending by `horizon` whose end is not yet reminded of or marked
 * lapsed as `kindFor` would: the reminder step works through them.
 */
export function leasesEndingBy(db: Db, horizon: string) {
  return db
    .selectFrom('leases')
    .innerJoin('tenants', 'tenants.id', 'leases.tenant_id')
    .select(['leases.tenant_id', 'leases.organization_id', 'leases.end_date'])
    .where('tenants.status', '=', 'current')
    .where('leases.end_date', 'is not', null)
    .where('leases.end_date', '<=', horizon)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lease_events')
            .select('lease_events.tenant_id')
            .whereRef('lease_events.tenant_id', '=', 'leases.tenant_id')
            .whereRef('lease_events.on_date', '=', 'leases.end_date')
            .where('lease_events.kind', '=', 'lapsed'),
        ),
      ),
    )
    .execute();
}

/**
 * The reminders and lapses of the organization's current leases since `since`, whose end is
 * still the one reminded of (a renewal moves the end and quiets them): the bell shows them.
 */
export function endEventsSince(db: Db, organizationId: string, since: string) {
  return db
    .selectFrom('lease_events')
    .innerJoin('leases', 'leases.tenant_id', 'lease_events.tenant_id')
    .innerJoin('tenants', 'tenants.id', 'lease_events.tenant_id')
    .select([
      'lease_events.tenant_id',
      'lease_events.kind as event_kind',
      'lease_events.on_date',
      'lease_events.created_at',
      ...tenantNameColumns('tenants'),
      'tenants.house_number',
    ])
    .where('lease_events.organization_id', '=', organizationId)
    .where('lease_events.kind', 'in', ['expiry60', 'expiry30', 'lapsed'])
    .where('lease_events.created_at', '>=', since)
    .where('tenants.status', '=', 'current')
    .whereRef('leases.end_date', '=', 'lease_events.on_date')
    .execute();
}

/** Current tenants with a notice to vacate whose move-out is on or after `from`. */
export function vacatingFrom(db: Db, organizationId: string, from: string) {
  return db
    .selectFrom('vacate_notices as vn')
    .innerJoin('tenants', 'tenants.id', 'vn.tenant_id')
    .select(['vn.tenant_id', 'vn.moveout_date', 'vn.given_by', 'vn.given_on', 'tenants.rental_id'])
    .where('vn.organization_id', '=', organizationId)
    .where('tenants.status', '=', 'current')
    .where('vn.moveout_date', '>=', from)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('vacate_notices as newer')
            .select('newer.id')
            .whereRef('newer.tenant_id', '=', 'vn.tenant_id')
            .whereRef('newer.created_at', '>', 'vn.created_at'),
        ),
      ),
    )
    .orderBy('vn.moveout_date')
    .execute();
}
