import { msg } from '@rental/shared/message-catalogue';
import type { ClosedMonthReason } from '@rental/shared/schemas/books';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/connection.js';
import { lockOrganizationAndItsWriters } from '../../db/locks.js';
import { organizationKey } from '../../db/tenant-keys.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Closed months (issue 29, docs/architecture.md §9): a month filed with KRA or closed by the owner
 * accepts no manual entry dated in it, so its statements, reports and KRA figures read the
 * same forever. Money from outside (M-PESA callbacks, STK) and the jobs (invoice runs, late
 * fees) are never refused here: money that arrived is never lost.
 *
 * Closing and reopening lock the organization's row; the check takes a key-share lock on it
 * (what a money row's foreign key takes anyway), so a month cannot close between the check of
 * an entry and its commit.
 */

/** YYYY-MM of a Nairobi day (YYYY-MM-DD) or of a month. */
const monthOf = (date: string) => date.slice(0, 7);

/** The month after a YYYY-MM. */
function monthAfter(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Refuses (409 month_closed, params: the month) an entry of `organizationId` dated `date`
 * (a Nairobi day, YYYY-MM-DD) when its month is closed. Call it in the posting transaction.
 */
export async function assertMonthOpen(trx: Db, organizationId: string, date: string) {
  if (!(await monthIsOpen(trx, organizationId, date))) {
    throw new AppError('month_closed', msg('error.monthClosed', { month: monthOf(date) }));
  }
}

/**
 * Whether the month of `date` (a Nairobi day) accepts entries, with the same lock as
 * assertMonthOpen: a correction of a closed month then posts in the first open month.
 */
export async function monthIsOpen(trx: Db, organizationId: string, date: string) {
  await holdMonths(trx, organizationId);
  const month = monthOf(date);
  const closed = await trx
    .selectFrom('closed_months')
    .select('month')
    .where('organization_id', '=', organizationId)
    .where('month', '=', month)
    .executeTakeFirst();
  return closed === undefined;
}

/** Keeps the organization's months from closing or reopening until the caller commits. */
async function holdMonths(trx: Db, organizationId: string) {
  await holdMonthsOf(trx, [organizationId]);
}

/** holdMonths for several organizations in one statement, in id order (no deadlock). */
async function holdMonthsOf(trx: Db, organizationIds: readonly string[]) {
  if (isPostgres(trx) && organizationIds.length > 0) {
    await trx
      .selectFrom('organizations')
      .select('id')
      .where('id', 'in', [...organizationIds])
      .orderBy('id')
      .forKeyShare()
      .execute();
  }
}

/**
 * The day each entry dated `days` (Nairobi days) counts from in the journal: its own day when
 * its month is open, else the first day of the first open month after it (issue 29: money
 * that arrives for a closed month, from M-PESA or a job, is never lost and never changes the
 * closed month; its document keeps the real date). Manual changes are refused before this
 * (assertMonthOpen), so for them every day is its own. One query, with the same lock as
 * assertMonthOpen.
 */
export async function effectiveDaysFor(
  trx: Db,
  organizationId: string,
  days: readonly string[],
): Promise<Map<string, string>> {
  const across = await effectiveDaysAcross(
    trx,
    days.map((day) => ({ organizationId, day })),
  );
  return new Map(days.map((day) => [day, across.get(organizationKey(organizationId, day))!]));
}

/**
 * effectiveDaysFor for days of several organizations (a C2B batch), in two statements
 * whatever their number: each as organizationKey(organization, day).
 */
export async function effectiveDaysAcross(
  trx: Db,
  days: readonly { organizationId: string; day: string }[],
): Promise<Map<string, string>> {
  const effective = new Map(
    days.map(({ organizationId, day }) => [organizationKey(organizationId, day), day]),
  );
  if (days.length === 0) return effective;
  const organizationIds = [...new Set(days.map((day) => day.organizationId))].sort();
  await holdMonthsOf(trx, organizationIds);
  const earliest = days.map((day) => day.day).reduce((a, b) => (a < b ? a : b));
  const rows = await trx
    .selectFrom('closed_months')
    .select(['organization_id', 'month'])
    .where('organization_id', 'in', organizationIds)
    .where('month', '>=', monthOf(earliest))
    .execute();
  if (rows.length === 0) return effective;
  const closed = new Set(rows.map((row) => organizationKey(row.organization_id, row.month)));
  for (const { organizationId, day } of days) {
    let month = monthOf(day);
    if (!closed.has(organizationKey(organizationId, month))) continue;
    while (closed.has(organizationKey(organizationId, month))) month = monthAfter(month);
    effective.set(organizationKey(organizationId, day), `${month}-01`);
  }
  return effective;
}

/** effectiveDaysFor one day. */
export async function effectiveDayFor(trx: Db, organizationId: string, day: string) {
  return (await effectiveDaysFor(trx, organizationId, [day])).get(day)!;
}

export interface ClosingMonth {
  organizationId: string;
  month: string;
  reason: ClosedMonthReason;
  closedBy: { userId: string | null; name: string };
  at: string;
}

/** Closes a month, in the caller's transaction; false when it was already closed. */
export async function closeMonth(trx: Db, closing: ClosingMonth): Promise<boolean> {
  await lockOrganizationAndItsWriters(trx, closing.organizationId);
  const inserted = await trx
    .insertInto('closed_months')
    .values({
      organization_id: closing.organizationId,
      month: closing.month,
      closed_at: closing.at,
      reason: closing.reason,
      closed_by: closing.closedBy.userId,
      closed_by_name: closing.closedBy.name,
    })
    .onConflict((oc) => oc.columns(['organization_id', 'month']).doNothing())
    .returning('month')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Reopens a month, in the caller's transaction; false when it was not closed. */
export async function reopenMonth(trx: Db, organizationId: string, month: string) {
  await lockOrganizationAndItsWriters(trx, organizationId);
  const result = await trx
    .deleteFrom('closed_months')
    .where('organization_id', '=', organizationId)
    .where('month', '=', month)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The organization's closed months, newest first. */
export function closedMonthsOf(db: Db, organizationId: string) {
  return db
    .selectFrom('closed_months')
    .select(['month', 'closed_at', 'reason'])
    .where('organization_id', '=', organizationId)
    .orderBy('month', 'desc')
    .execute();
}
