import { addDaysToInstant } from '@rental/shared/dates';
import type { Db } from '../../db/connection.js';
import type { Actor } from '../access/index.js';

/** Decided ones stay listed this long after their decision, for the record. */
const decidedShownDays = 30;

export function findQuarantined(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('quarantined_payments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Those waiting, oldest first, then those decided lately, newest first. */
export async function listQuarantined(db: Db, organizationId: string, now: Date) {
  const since = addDaysToInstant(now, -decidedShownDays).toISOString();
  const open = await db
    .selectFrom('quarantined_payments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1000)
    .execute();
  const decided = await db
    .selectFrom('quarantined_payments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('status', '!=', 'open')
    .where('decided_at', '>=', since)
    .orderBy('decided_at', 'desc')
    .limit(200)
    .execute();
  return [...open, ...decided];
}

/**
 * Takes the decision on a waiting payment, once: a conditional update, so two owners' clicks
 * (or two servers) cannot both accept it. Undefined when it is not waiting.
 */
export async function claimDecision(
  trx: Db,
  actor: Actor,
  id: string,
  status: 'accepted' | 'rejected',
  now: Date,
) {
  return trx
    .updateTable('quarantined_payments')
    .set({
      status,
      decided_by_user_id: actor.userId,
      decided_by_name: actor.name,
      decided_at: now.toISOString(),
    })
    .where('organization_id', '=', actor.organizationId)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/** The payment an accepted quarantined payment became. */
export async function linkQuarantinedTransaction(trx: Db, id: string, transactionId: string) {
  await trx
    .updateTable('quarantined_payments')
    .set({ transaction_id: transactionId })
    .where('id', '=', id)
    .execute();
}
