import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/types.js';
import { interruptedReason } from './outbox-repository.js';
import { optedOutReason } from './opt-outs.js';
import { providerProblems } from './providers.js';
import { credentialsReason, maxAttempts } from './send-outcome.js';

/**
 * Messages that could not go out and still may (Messages → Waiting, issue 30): stored by the
 * outbox-only provider, held for want of a paybill, or failed for a cause that can pass. Every
 * decision on them (send, discard) is one conditional UPDATE on this condition, so two
 * requests at once take each message once.
 */

type Eb = ExpressionBuilder<Database, 'sms_messages'>;

/** Why Send all left a message out: its invoice was paid in full before it went. */
export const invoicePaidReason = 'Not sent: the invoice was paid in full before it went';

/** Failures that sent nothing and whose cause the landlord can remove: the provider's key. */
const fixableReasons = [
  credentialsReason,
  providerProblems.noApiKey,
  providerProblems.unreadableKey,
];

/**
 * A failure that may be tried again by the landlord: a fixable cause, or a provider that kept
 * saying "not sent" until the retries ran out (an outage). Not: a refusal of the number, an
 * opt-out, or a send that may have reached the gateway (those keep the explicit Resend).
 */
function retryableFailure(eb: Eb) {
  return eb.and([
    eb('status', '=', 'failed'),
    eb.or([
      eb('failure_reason', 'in', fixableReasons),
      eb.and([
        eb('attempts', '>=', maxAttempts),
        eb('failure_reason', 'not in', [optedOutReason, interruptedReason]),
        eb('failure_reason', 'not like', '%avoid a duplicate%'),
      ]),
    ]),
  ]);
}

/** The tenant opted out: their messages never go, so they do not wait either. */
function notOptedOut(eb: Eb) {
  return eb.or([
    eb('tenant_id', 'is', null),
    eb.not(
      eb.exists(
        eb
          .selectFrom('tenants')
          .select('tenants.id')
          .whereRef('tenants.id', '=', 'sms_messages.tenant_id')
          .where('tenants.sms_blocked_at', 'is not', null),
      ),
    ),
  ]);
}

/** Waiting: stored, held or retryably failed; a test message is never worth sending late. */
export function isWaiting(eb: Eb) {
  return eb.and([
    eb.or([eb('status', 'in', ['stored', 'held']), retryableFailure(eb)]),
    eb('purpose', '<>', 'test'),
    notOptedOut(eb),
  ]);
}

/** Waiting and free to go now: a held message needs the paybill first. */
function isSendable(eb: Eb) {
  return eb.and([isWaiting(eb), eb('status', '<>', 'held')]);
}

export async function waitingTotals(db: Db, organizationId: string) {
  const rows = await db
    .selectFrom('sms_messages')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('parts').as('parts'),
      eb.fn.max('updated_at').as('latest'),
    ])
    .where('organization_id', '=', organizationId)
    .where(isWaiting)
    .groupBy('status')
    .execute();
  const totals = { sendable: 0, parts: 0, held: 0, latest: null as string | null };
  for (const row of rows) {
    const count = Number(row.count);
    if (row.status === 'held') totals.held += count;
    else {
      totals.sendable += count;
      totals.parts += Number(row.parts ?? 0);
    }
    if (!totals.latest || (row.latest && row.latest > totals.latest)) totals.latest = row.latest;
  }
  return totals;
}

export interface SendClaim {
  token: string;
  now: string;
  leaseUntil: string;
  /** One message (Send now); all sendable ones when missing (Send all). */
  id?: string;
}

/**
 * Takes sendable messages straight to 'sending' under the claim, as a new message (attempts
 * from 0): the same state the sender's claimDue leaves, so dispatch.ts delivers them by the
 * same rules. The status condition makes a second request at the same moment take none.
 */
export function claimWaiting(db: Db, organizationId: string, claim: SendClaim) {
  let query = db
    .updateTable('sms_messages')
    .set({
      status: 'sending',
      attempts: 0,
      next_attempt_at: claim.now,
      failure_reason: null,
      provider: null,
      provider_message_id: null,
      cost: null,
      claimed_by: claim.token,
      claimed_until: claim.leaseUntil,
      updated_at: claim.now,
    })
    .where('organization_id', '=', organizationId)
    .where(isSendable);
  if (claim.id) query = query.where('id', '=', claim.id);
  return query.returningAll().execute();
}

/** Waiting messages (held ones too) to 'discarded'; the ids of those this request took. */
export async function discardWaiting(
  db: Db,
  organizationId: string,
  now: string,
  id?: string,
): Promise<Array<{ id: string; parts: number }>> {
  let query = db
    .updateTable('sms_messages')
    .set({ status: 'discarded', claimed_by: null, claimed_until: null, updated_at: now })
    .where('organization_id', '=', organizationId)
    .where(isWaiting);
  if (id) query = query.where('id', '=', id);
  return query.returning(['id', 'parts']).execute();
}

/** Why one message cannot be sent now: its status and whether its tenant opted out. */
export function messageState(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('sms_messages')
    .leftJoin('tenants', 'tenants.id', 'sms_messages.tenant_id')
    .select(['sms_messages.status', 'tenants.sms_blocked_at'])
    .where('sms_messages.organization_id', '=', organizationId)
    .where('sms_messages.id', '=', id)
    .executeTakeFirst();
}

/**
 * Messages this claim took whose invoice was paid in full meanwhile: discarded, never sent
 * (waiting-service.ts sendWaiting), with the reason shown in the list.
 */
export async function discardPaidInvoiceMessages(
  db: Db,
  organizationId: string,
  token: string,
  ids: string[],
  now: string,
) {
  if (ids.length === 0) return;
  await db
    .updateTable('sms_messages')
    .set({
      status: 'discarded',
      failure_reason: invoicePaidReason,
      claimed_by: null,
      claimed_until: null,
      updated_at: now,
    })
    .where('organization_id', '=', organizationId)
    .where('claimed_by', '=', token)
    .where('id', 'in', ids)
    .execute();
}
