import { closedRepairStatuses, type RepairStatus } from '@rental/shared/schemas/repairs';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { RepairEventsTable, RepairPhotosTable, RepairsTable } from '../../db/types.js';
import { isPostgres } from '../../db/dialect.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';
import { inRentals, type RentalScope } from '../access/index.js';

/**
 * The organization's next repair number, taken atomically: one upsert bumps its counter and
 * returns the new value, so two reports at once (two servers, one PostgreSQL) never share it.
 * The first repair is R-1001.
 */
export async function nextRepairNumber(trx: Db, organizationId: string): Promise<number> {
  const row = await trx
    .insertInto('repair_counters')
    .values({ organization_id: organizationId, last_number: 1001 })
    .onConflict((oc) =>
      oc
        .column('organization_id')
        .doUpdateSet({ last_number: sql<number>`repair_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function insertRepair(trx: Db, row: RepairsTable): Promise<void> {
  await trx.insertInto('repairs').values(row).execute();
}

export async function insertRepairEvent(trx: Db, row: RepairEventsTable): Promise<void> {
  await trx.insertInto('repair_events').values(row).execute();
}

export async function insertRepairPhotos(trx: Db, rows: RepairPhotosTable[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('repair_photos').values(rows).execute();
}

/**
 * Makes adders of one repair's photos take turns until the caller commits, so "count, then
 * add" cannot be raced: PostgreSQL locks the repair's row FOR NO KEY UPDATE (the photos'
 * foreign key only takes a key-share lock, which it lets by); SQLite writes one transaction
 * at a time. Under READ COMMITTED the count after the lock sees what the one before it added.
 */
export async function lockRepairPhotos(trx: Db, organizationId: string, id: string) {
  if (!isPostgres(trx)) return;
  await trx
    .selectFrom('repairs')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forNoKeyUpdate()
    .execute();
}

export async function countRepairPhotos(trx: Db, organizationId: string, repairId: string) {
  const row = await trx
    .selectFrom('repair_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('repair_id', '=', repairId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Repairs with the rental's name, the tenant's name and house, and the photos counted. */
function repairsWithNames(db: Db, organizationId: string, scope: RentalScope) {
  return db
    .selectFrom('repairs as r')
    .leftJoin('rentals as rl', 'rl.id', 'r.rental_id')
    .leftJoin('tenants as t', 't.id', 'r.tenant_id')
    .selectAll('r')
    .select([
      'rl.name as rental_name',
      ...tenantNameColumns('t'),
      't.house_number',
      't.phonenumber',
      't.language',
      't.sms_blocked_at',
      (eb) =>
        eb
          .selectFrom('repair_photos as p')
          .select((p) => p.fn.countAll<number>().as('n'))
          .whereRef('p.repair_id', '=', 'r.id')
          .as('photo_count'),
    ])
    .where('r.organization_id', '=', organizationId)
    .where(inRentals('r.rental_id', scope));
}

export function findRepairRow(db: Db, organizationId: string, id: string, scope: RentalScope) {
  return repairsWithNames(db, organizationId, scope).where('r.id', '=', id).executeTakeFirst();
}

export type RepairRow = NonNullable<Awaited<ReturnType<typeof findRepairRow>>>;

/** The board: open repairs first by priority then age, or those of one status; at most 500. */
export function listRepairRows(
  db: Db,
  organizationId: string,
  scope: RentalScope,
  filters: { status?: RepairStatus; rentalId?: string },
) {
  let query = repairsWithNames(db, organizationId, scope);
  if (filters.status) query = query.where('r.status', '=', filters.status);
  if (filters.rentalId) query = query.where('r.rental_id', '=', filters.rentalId);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(500).execute();
}

export function listRepairEvents(db: Db, organizationId: string, repairId: string) {
  return db
    .selectFrom('repair_events')
    .select(['created_at', 'actor_name', 'status', 'note'])
    .where('organization_id', '=', organizationId)
    .where('repair_id', '=', repairId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The ids of a repair's photos, oldest first; never their bytes. */
export async function listRepairPhotoIds(db: Db, organizationId: string, repairId: string) {
  const rows = await db
    .selectFrom('repair_photos')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('repair_id', '=', repairId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** One photo's bytes and type; the only query that reads them. */
export function findRepairPhoto(db: Db, organizationId: string, repairId: string, id: string) {
  return db
    .selectFrom('repair_photos')
    .select(['content_type', 'data'])
    .where('organization_id', '=', organizationId)
    .where('repair_id', '=', repairId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateRepairRow(
  trx: Db,
  organizationId: string,
  id: string,
  changes: Partial<RepairsTable>,
): Promise<void> {
  await trx
    .updateTable('repairs')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

/**
 * Closes the repair if it is still open: one conditional UPDATE, so of two closes at once (or
 * twenty) exactly one finds it open and goes on to record the cost; the others find nothing.
 * PostgreSQL makes a concurrent UPDATE wait for the first and re-check the condition.
 */
export async function closeIfOpen(
  trx: Db,
  organizationId: string,
  id: string,
  changes: Pick<RepairsTable, 'closed_at' | 'updated_at' | 'cost_cents' | 'paid_by'>,
): Promise<boolean> {
  const result = await trx
    .updateTable('repairs')
    .set({ ...changes, status: 'done' })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('status', 'not in', [...closedRepairStatuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A tenant's repairs for their personal-data export, oldest first, photos counted. */
export function repairsOfTenant(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('repairs as r')
    .select([
      'r.reference',
      'r.category',
      'r.description',
      'r.status',
      'r.reported_via',
      'r.created_at',
      'r.closed_at',
      (eb) =>
        eb
          .selectFrom('repair_photos as p')
          .select((p) => p.fn.countAll<number>().as('n'))
          .whereRef('p.repair_id', '=', 'r.id')
          .as('photo_count'),
    ])
    .where('r.organization_id', '=', organizationId)
    .where('r.tenant_id', '=', tenantId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/** The tenant a report names: theirs, with the rental of their house. */
export function findRepairTenant(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select([
      'id',
      'organization_id',
      'rental_id',
      'status',
      ...tenantNameColumns(),
      'phonenumber',
      'house_number',
      'language',
      'sms_blocked_at',
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

export type RepairTenant = NonNullable<Awaited<ReturnType<typeof findRepairTenant>>>;

export function findRental(db: Db, organizationId: string, rentalId: string) {
  return db
    .selectFrom('rentals')
    .select(['id', 'name', 'location'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .executeTakeFirst();
}
