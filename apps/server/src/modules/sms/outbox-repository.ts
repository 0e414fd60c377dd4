import { sql } from 'kysely';
import type { SmsProviderName } from '@rental/shared/enums';
import { isPostgres } from '../../db/dialect.js';
import { pickedOnce } from '../../db/queue-claims.js';
import type { Db } from '../../db/connection.js';

/** Queries of the SMS sender (jobs/sms-sender.ts); each result write is guarded by the claim. */

/** Why a message queued or held for a tenant was failed when their personal data was erased. */
export const erasedReason = "The tenant's personal data was erased";

export const interruptedReason =
  'Interrupted while sending; not retried automatically to avoid a duplicate. ' +
  'Resend if the tenant did not receive it.';

/**
 * A message still 'sending' after its lease ran out belonged to a sender that died mid-send:
 * the gateway may or may not have it, so it is failed, not sent again (see dispatch.ts).
 * claimed_by stays, so that a sender that was merely slow can still record what happened.
 */
export async function failInterrupted(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('sms_messages')
    .set({
      status: 'failed',
      failure_reason: interruptedReason,
      claimed_until: null,
      updated_at: now,
    })
    // A literal status: migration 0066's partial index serves only what it can see it holds.
    .where('status', '=', sql.lit('sending'))
    .where('claimed_until', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface Claim {
  /** Unique per drain: only its holder may write the outcome. */
  token: string;
  now: string;
  leaseUntil: string;
  limit: number;
  /** Only these messages (the test send). */
  messageIds?: string[];
}

/**
 * Takes up to `limit` due messages in one statement. PostgreSQL: FOR UPDATE SKIP LOCKED makes
 * concurrent senders (other processes) take disjoint rows without waiting for each other.
 * SQLite runs one writer at a time, so the single UPDATE ... RETURNING is atomic as it is.
 */
export function claimDue(db: Db, claim: Claim) {
  let due = db
    .selectFrom('sms_messages')
    .select('id')
    // Literal, as in failInterrupted: the partial index of queued messages, in this order.
    .where('status', '=', sql.lit('queued'))
    .where('next_attempt_at', '<=', claim.now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(claim.limit);
  if (claim.messageIds) due = due.where('id', 'in', claim.messageIds);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('sms_messages')
    .set({
      status: 'sending',
      claimed_by: claim.token,
      claimed_until: claim.leaseUntil,
      updated_at: claim.now,
    })
    .where(pickedOnce(db, due))
    .returningAll()
    .execute();
}

/** Only rows this claim still holds (or that were failed as interrupted while it worked). */
function held(db: Db, token: string) {
  return db
    .updateTable('sms_messages')
    .where('claimed_by', '=', token)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'sending'),
        eb.and([eb('status', '=', 'failed'), eb('failure_reason', '=', interruptedReason)]),
      ]),
    );
}

/**
 * The outbox provider's whole share of a batch in one statement, by id: the claim's other
 * conditions alone would be read through the organization's messages (migration 0069).
 */
export async function markStored(db: Db, token: string, ids: string[], now: string) {
  if (ids.length === 0) return 0;
  const result = await held(db, token)
    .set({
      status: 'stored',
      provider: 'outbox',
      claimed_by: null,
      claimed_until: null,
      failure_reason: null,
      updated_at: now,
    })
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface SentMark {
  id: string;
  provider: SmsProviderName;
  providerMessageId: string | null;
  cost: string | null;
}

/**
 * Messages the provider accepted, in one statement: each row's own provider, message id and
 * cost picked by its id (the sender marks what its requests accepted meanwhile together).
 */
export async function markSent(db: Db, token: string, sent: readonly SentMark[], now: string) {
  if (sent.length === 0) return;
  const byId = <K extends 'provider' | 'providerMessageId' | 'cost'>(key: K) =>
    sql<SentMark[K]>`case id ${sql.join(
      sent.map((mark) => sql`when ${mark.id} then ${mark[key]}`),
      sql` `,
    )} end`;
  await held(db, token)
    .set({
      status: 'sent',
      provider: byId('provider'),
      provider_message_id: byId('providerMessageId'),
      cost: byId('cost'),
      attempts: (eb) => eb('attempts', '+', 1),
      claimed_by: null,
      claimed_until: null,
      failure_reason: null,
      updated_at: now,
    })
    .where(
      'id',
      'in',
      sent.map((mark) => mark.id),
    )
    .execute();
}

export async function markFailed(
  db: Db,
  token: string,
  ids: string[],
  failure: { provider: SmsProviderName | null; reason: string; attempted: boolean },
  now: string,
) {
  if (ids.length === 0) return;
  await held(db, token)
    .set({
      status: 'failed',
      provider: failure.provider,
      failure_reason: failure.reason.slice(0, 200),
      attempts: (eb) => (failure.attempted ? eb('attempts', '+', 1) : eb.ref('attempts')),
      claimed_by: null,
      claimed_until: null,
      updated_at: now,
    })
    .where('id', 'in', ids)
    .execute();
}

/** Back to the queue: after a failure that certainly sent nothing, or never attempted. */
export async function markRetry(
  db: Db,
  token: string,
  ids: string[],
  /** reason undefined keeps the last one (a message put back without being tried). */
  retry: { nextAttemptAt: string; reason?: string; attempted: boolean },
  now: string,
) {
  if (ids.length === 0) return;
  await held(db, token)
    .set({
      status: 'queued',
      next_attempt_at: retry.nextAttemptAt,
      attempts: (eb) => (retry.attempted ? eb('attempts', '+', 1) : eb.ref('attempts')),
      failure_reason: (eb) =>
        retry.reason === undefined ? eb.ref('failure_reason') : eb.val(retry.reason.slice(0, 200)),
      claimed_by: null,
      claimed_until: null,
      updated_at: now,
    })
    .where('id', 'in', ids)
    .execute();
}
