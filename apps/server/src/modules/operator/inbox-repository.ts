import type { ContactRequestStatus } from '@rental/shared/schemas/operator';
import type { Db } from '../../db/connection.js';

/** Enterprise contact requests (the operator's inbox), newest first, with the organization. */
export function contactRequestRows(db: Db, filter: { id?: string; status?: ContactRequestStatus }) {
  let query = db
    .selectFrom('contact_requests as c')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .select([
      'c.id',
      'c.organization_id',
      'o.name as organization_name',
      'c.name',
      'c.phone',
      'c.email',
      'c.message',
      'c.status',
      'c.notes',
      'c.created_at',
      'c.updated_at',
    ]);
  if (filter.id) query = query.where('c.id', '=', filter.id);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute();
}

export type ContactRequestRow = Awaited<ReturnType<typeof contactRequestRows>>[number];

/**
 * Sets a request's status and notes in one UPDATE (the last save wins, never a stale read
 * written back); false when there is no such request.
 */
export async function updateContactRequest(
  db: Db,
  id: string,
  values: { status: ContactRequestStatus; notes: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('contact_requests')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many subscription payments the console lists: the newest. */
export const subscriptionPaymentsShown = 500;

/** Subscription payments (STK pushes for a plan) across organizations, newest first. */
export function subscriptionPaymentRows(db: Db) {
  return db
    .selectFrom('stk_requests as s')
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .select([
      's.id',
      's.organization_id',
      'o.name as organization_name',
      's.plan_id',
      's.amount_cents',
      's.status',
      's.receipt',
      's.created_at',
    ])
    .where('s.purpose', '=', 'subscription')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(subscriptionPaymentsShown)
    .execute();
}
