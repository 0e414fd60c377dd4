import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/connection.js';
import type { InvoiceSchedulesTable } from '../../db/types.js';
import { organizationPairIn } from '../../db/tenant-keys.js';

/** Schedules with the name of their rental, as the settings list and form show them. */
function schedulesWithRental(db: Db, organizationId: string) {
  return db
    .selectFrom('invoice_schedules as s')
    .innerJoin('rentals as r', 'r.id', 's.rental_id')
    .selectAll('s')
    .select('r.name as rental_name')
    .where('s.organization_id', '=', organizationId);
}

/** Newest first, as every list of the product. */
export function listScheduleRows(db: Db, organizationId: string) {
  return schedulesWithRental(db, organizationId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

export function findScheduleRow(db: Db, organizationId: string, scheduleId: string) {
  return schedulesWithRental(db, organizationId).where('s.id', '=', scheduleId).executeTakeFirst();
}

export type ScheduleRow = NonNullable<Awaited<ReturnType<typeof findScheduleRow>>>;

/**
 * The schedule's row, locked until the transaction ends: PostgreSQL locks the row (an invoice
 * run or an edit holding it makes the other wait); SQLite takes its one write lock up front
 * with a no-op update, so a run in another process cannot slip in between read and write.
 */
export async function lockScheduleRow(db: Db, organizationId: string, scheduleId: string) {
  const [row] = await lockScheduleRows(db, [{ organizationId, value: scheduleId }]);
  return row;
}

/**
 * lockScheduleRow for several schedules (`value`: the schedule's id), as (organization, id)
 * pairs, in one statement; those not found are left out. PostgreSQL locks them in id order,
 * so that two transactions locking some of the same wait instead of deadlocking.
 */
export async function lockScheduleRows(
  db: Db,
  keys: readonly { organizationId: string; value: string }[],
) {
  if (keys.length === 0) return [];
  const query = db
    .selectFrom('invoice_schedules')
    .selectAll()
    .where(organizationPairIn(db, 'organization_id', 'id', keys))
    .orderBy('id');
  if (isPostgres(db)) return query.forUpdate().execute();
  await db
    .updateTable('invoice_schedules')
    .set((eb) => ({ next_billing_date: eb.ref('next_billing_date') }))
    .where(organizationPairIn(db, 'organization_id', 'id', keys))
    .execute();
  return query.execute();
}

export function rentalOfOrganization(db: Db, organizationId: string, rentalId: string) {
  return db
    .selectFrom('rentals')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .executeTakeFirst();
}

export async function insertSchedule(db: Db, row: InvoiceSchedulesTable) {
  await db.insertInto('invoice_schedules').values(row).execute();
}

export type ScheduleChanges = Pick<
  InvoiceSchedulesTable,
  | 'rental_id'
  | 'invoice_type'
  | 'billing_frequency'
  | 'start_date'
  | 'next_billing_date'
  | 'message'
  | 'message_sw'
  | 'service_charge_cents'
  | 'updated_at'
>;

export async function updateSchedule(
  db: Db,
  organizationId: string,
  scheduleId: string,
  changes: ScheduleChanges,
) {
  await db
    .updateTable('invoice_schedules')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', scheduleId)
    .execute();
}

export async function deleteSchedule(db: Db, organizationId: string, scheduleId: string) {
  const result = await db
    .deleteFrom('invoice_schedules')
    .where('organization_id', '=', organizationId)
    .where('id', '=', scheduleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
