import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** Count and newest instant of the rows a notification is about. */
export interface Tally {
  count: number;
  latest: string | null;
}

function toTally(row: { count: number | string; latest: string | null } | undefined): Tally {
  return { count: Number(row?.count ?? 0), latest: row?.latest ?? null };
}

/** M-PESA payments received that no tenant has been given yet. */
export async function unallocatedTally(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('unallocated_payments')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest')])
    .where('organization_id', '=', organizationId)
    .where('assigned_transaction_id', 'is', null)
    .executeTakeFirst();
  return toTally(row);
}

/** Payments held for the owner's decision (quarantined), with the newest. */
export async function heldTally(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('quarantined_payments')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest')])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return toTally(row);
}

/** Confirmations parked after three failed attempts to apply them. */
export async function parkedTally(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('mpesa_callbacks')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('parked_at').as('latest')])
    .where('organization_id', '=', organizationId)
    .where('parked_at', 'is not', null)
    .where('processed_at', 'is', null)
    .executeTakeFirst();
  return toTally(row);
}

/** Messages in one status (failed, held), with the newest change among them. */
export async function smsTally(db: Db, organizationId: string, status: 'failed' | 'held') {
  const row = await db
    .selectFrom('sms_messages')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
    .where('organization_id', '=', organizationId)
    .where('status', '=', status)
    .executeTakeFirst();
  return toTally(row);
}

/**
 * Each schedule's newest run since `since`, when it skipped tenants: the run, its schedule's
 * type and rental, and the skipped reasons (JSON {reason: count}).
 */
export function skippingRuns(db: Db, organizationId: string, since: string) {
  return db
    .selectFrom('schedule_runs as r')
    .innerJoin('invoice_schedules as s', 's.id', 'r.schedule_id')
    .innerJoin('rentals as l', 'l.id', 's.rental_id')
    .select(['r.id', 'r.billing_date', 'r.ran_at', 'r.skipped', 's.invoice_type', 'l.name'])
    .where('r.organization_id', '=', organizationId)
    .where('r.ran_at', '>=', since)
    .where('r.skipped', '<>', '{}')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('schedule_runs as later')
            .select('later.id')
            .whereRef('later.schedule_id', '=', 'r.schedule_id')
            .whereRef('later.ran_at', '>', 'r.ran_at'),
        ),
      ),
    )
    .orderBy('r.ran_at', 'desc')
    .execute();
}

/** What the go-live steps and the paid period are decided from, in one round trip. */
export async function goLiveFacts(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('organizations as o')
    .leftJoin('mpesa_settings as m', 'm.organization_id', 'o.id')
    .leftJoin('sms_settings as s', 's.organization_id', 'o.id')
    .select((eb) => [
      'o.created_at',
      'o.trial_ends_at',
      'o.paid_until',
      'o.plan_id',
      'm.paybill_number',
      'm.collection_mode',
      'm.registered_at',
      's.provider',
      eb
        .selectFrom('invoice_schedules')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('invoice_schedules.organization_id', '=', 'o.id')
        .as('schedules'),
      eb
        .selectFrom('invoice_schedules')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('invoice_schedules.organization_id', '=', 'o.id')
        .where('invoice_schedules.invoice_type', '=', 'Water Invoice Bill')
        .as('water_schedules'),
      eb
        .selectFrom('water_readings')
        .select(sql<number>`1`.as('one'))
        .whereRef('water_readings.organization_id', '=', 'o.id')
        .limit(1)
        .as('has_reading'),
      eb
        .selectFrom('sms_messages')
        .select(sql<number>`1`.as('one'))
        .whereRef('sms_messages.organization_id', '=', 'o.id')
        .where('sms_messages.purpose', '=', 'test')
        .where('sms_messages.provider', '=', 'africastalking')
        .where('sms_messages.status', 'in', ['sent', 'delivered'])
        .limit(1)
        .as('test_sent'),
    ])
    .where('o.id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    schedules: Number(row.schedules ?? 0),
    water_schedules: Number(row.water_schedules ?? 0),
    has_reading: row.has_reading !== null && row.has_reading !== undefined,
    test_sent: row.test_sent !== null && row.test_sent !== undefined,
  };
}

export type GoLiveFacts = Awaited<ReturnType<typeof goLiveFacts>>;

/** Of these notification ids, the ones the user has read. */
export async function readIds(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('notification_reads')
    .select('notification_id')
    .where('user_id', '=', userId)
    .where('notification_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.notification_id));
}

/** Marks them read; reading one twice (two tabs, a retry) keeps the first time, by the key. */
export async function markRead(db: Db, userId: string, ids: string[], at: string) {
  await db
    .insertInto('notification_reads')
    .values(ids.map((id) => ({ user_id: userId, notification_id: id, read_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
    .execute();
}
