import { randomUUID } from 'node:crypto';
import type { SmsProvider } from '../../integrations/sms/provider.js';
import type { SmsMessagesTable, SmsSettingsTable } from '../../db/types.js';
import { forEachLimited } from '../../lib/for-each-limited.js';
import { applyEarlyReports, type AcceptedMessage } from './delivery-reports.js';
import {
  claimDue,
  failInterrupted,
  markFailed,
  markRetry,
  markSent,
  markStored,
  type SentMark,
} from './outbox-repository.js';
import { createGroupCommit } from '../../lib/group-commit.js';
import { providerFor, type ProviderChoice } from './providers.js';
import {
  credentialsReason,
  maxAttempts,
  outcomeOfError,
  outcomeOfResult,
  retryDelayMs,
  type SendOutcome,
} from './send-outcome.js';
import { blockedTenants, blockTenantSms, optedOutReason } from './opt-outs.js';
import { findSmsSettingsOf } from './settings-repository.js';
import type { SmsDeps } from './sms-options.js';
import { whatsappSending } from './whatsapp-dispatch.js';

/**
 * Draining the outbox. A message is claimed ('sending', with a lease) in one statement before
 * any request goes out, so two senders never hold the same one; what happens after the request
 * follows the rule in send-outcome.ts. A sender stops starting requests before its lease could
 * run out and puts the rest back untried, so a live sender is never taken for a dead one.
 */

const defaultLimit = 500;
const defaultConcurrency = 8;
const defaultLeaseMs = 10 * 60_000;

export interface DrainOptions {
  /** Messages claimed at once. */
  limit?: number;
  /** Only these messages. */
  messageIds?: string[];
  /** Requests to the provider in flight at once. */
  concurrency?: number;
  leaseMs?: number;
  /**
   * Shutdown: once aborted, no further message is sent; those being sent finish and the rest
   * of the claim goes back to the queue untried.
   */
  signal?: AbortSignal;
}

export interface DrainSummary {
  claimed: number;
  stored: number;
  sent: number;
  failed: number;
  retried: number;
  /** Messages found 'sending' past their lease, and failed. */
  interrupted: number;
}

/** One round of the sender: fail interrupted sends, claim due messages, send them. */
export async function drainOutbox(
  deps: SmsDeps,
  options: DrainOptions = {},
): Promise<DrainSummary> {
  const now = deps.clock();
  const interrupted = await failInterrupted(deps.db, now.toISOString());
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? defaultLeaseMs));
  const token = randomUUID();
  const rows = await claimDue(deps.db, {
    token,
    now: now.toISOString(),
    leaseUntil: leaseUntil.toISOString(),
    limit: options.limit ?? defaultLimit,
    messageIds: options.messageIds,
  });
  const summary = await deliverClaimed(deps, token, rows, leaseUntil, {
    concurrency: options.concurrency,
    signal: options.signal,
  });
  return { ...summary, interrupted };
}

type Tally = 'sent' | 'failed' | 'retried';

/** Sends the messages a claim holds, each through its organization's provider. */
export async function deliverClaimed(
  deps: SmsDeps,
  token: string,
  rows: SmsMessagesTable[],
  leaseUntil: Date,
  { concurrency = defaultConcurrency, signal }: { concurrency?: number; signal?: AbortSignal } = {},
): Promise<Omit<DrainSummary, 'interrupted'>> {
  const summary = { claimed: rows.length, stored: 0, sent: 0, failed: 0, retried: 0 };
  if (rows.length === 0) return summary;
  const { db, clock } = deps;
  const now = () => clock().toISOString();

  const organizationIds = [...new Set(rows.map((row) => row.organization_id))];
  const settings = new Map<string, SmsSettingsTable>(
    (await findSmsSettingsOf(db, organizationIds)).map((s) => [s.organization_id, s]),
  );
  const choices = new Map<string, ProviderChoice>();
  for (const id of organizationIds) choices.set(id, providerFor(settings.get(id), deps.sms));
  const storesOnly = (id: string) => {
    const choice = choices.get(id);
    return choice !== undefined && 'provider' in choice && choice.provider.storesOnly;
  };
  // The outbox provider's whole share of the batch (its SMS; WhatsApp rows go): one UPDATE.
  const stored = rows.filter((row) => row.channel === 'sms' && storesOnly(row.organization_id));
  summary.stored = await markStored(
    db,
    token,
    stored.map((row) => row.id),
    now(),
  );

  const refusedCredentials = new Set<string>();
  const accepted: AcceptedMessage[] = [];
  // Tenants who opted out: their messages fail untried (more may opt out during the batch).
  const optedOut = await blockedTenants(
    db,
    rows.flatMap((row) => (row.tenant_id ? [row.tenant_id] : [])),
  );

  // What the provider accepted is marked in groups, and the next request does not wait for it:
  // at rent day's volume a commit per message held the sender to a few hundred a second. A
  // sender that dies before its mark commits leaves the message 'sending', failed once its
  // lease ends and never sent twice, as when it dies between the request and a lone mark.
  const sentMarks = createGroupCommit((marks: SentMark[]) => markSent(db, token, marks, now()), {
    maxRows: 200,
  });
  const marking: Promise<void>[] = [];

  const record = async (row: SmsMessagesTable, outcome: SendOutcome): Promise<Tally> => {
    const provider = settings.get(row.organization_id)?.provider ?? 'outbox';
    if (outcome.action === 'sent') {
      const { providerMessageId, cost } = outcome.result;
      const mark = sentMarks.add({ id: row.id, provider, providerMessageId, cost });
      // Awaited with the others below; until then a failure must not count as unhandled.
      mark.catch(() => undefined);
      marking.push(mark);
      if (providerMessageId) {
        accepted.push({ organizationId: row.organization_id, providerMessageId });
      }
      return 'sent';
    }
    if (outcome.action === 'retry' && row.attempts + 1 < maxAttempts) {
      const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(row.attempts)).toISOString();
      const retry = { nextAttemptAt, reason: outcome.reason, attempted: true };
      await markRetry(db, token, [row.id], retry, now());
      return 'retried';
    }
    if (outcome.action === 'fail' && outcome.credentials)
      refusedCredentials.add(row.organization_id);
    if (outcome.action === 'fail' && outcome.optedOut && row.tenant_id) {
      optedOut.add(row.tenant_id);
      await blockTenantSms(db, row.organization_id, row.tenant_id, now());
    }
    await markFailed(
      db,
      token,
      [row.id],
      { provider, reason: outcome.reason, attempted: true },
      now(),
    );
    return 'failed';
  };

  const send = async (row: SmsMessagesTable, provider: SmsProvider): Promise<Tally> => {
    if (refusedCredentials.has(row.organization_id)) {
      const failure = { provider: provider.name, reason: credentialsReason, attempted: false };
      await markFailed(db, token, [row.id], failure, now());
      return 'failed';
    }
    if (row.tenant_id && optedOut.has(row.tenant_id)) {
      const failure = { provider: provider.name, reason: optedOutReason, attempted: false };
      await markFailed(db, token, [row.id], failure, now());
      return 'failed';
    }
    // Not enough lease left for one more request: put it back untried.
    if (clock().getTime() + deps.sms.timeoutMs + 5_000 > leaseUntil.getTime()) {
      await markRetry(db, token, [row.id], { nextAttemptAt: now(), attempted: false }, now());
      return 'retried';
    }
    const senderId = settings.get(row.organization_id)?.sender_id ?? '';
    let outcome: SendOutcome;
    try {
      outcome = outcomeOfResult(await provider.send({ to: row.phone, text: row.text, senderId }));
    } catch (error) {
      outcome = outcomeOfError(error);
    }
    return record(row, outcome);
  };

  const byWhatsapp = rows.filter((row) => row.channel === 'whatsapp');
  const whatsapp = await whatsappSending(deps, token, byWhatsapp, leaseUntil);
  const sendWhatsapp = async (row: SmsMessagesTable): Promise<Tally> => {
    // Opt-outs and the lease hold for WhatsApp as for SMS.
    if (row.tenant_id && optedOut.has(row.tenant_id)) {
      const failure = { provider: null, reason: optedOutReason, attempted: false };
      await markFailed(db, token, [row.id], failure, now());
      return 'failed';
    }
    if (clock().getTime() + deps.sms.timeoutMs + 5_000 > leaseUntil.getTime()) {
      await markRetry(db, token, [row.id], { nextAttemptAt: now(), attempted: false }, now());
      return 'retried';
    }
    return whatsapp.send(row);
  };

  const toSend = rows.filter(
    (row) => row.channel === 'whatsapp' || !storesOnly(row.organization_id),
  );
  const untried = await forEachLimited(toSend, concurrency, signal, async (row) => {
    if (row.channel === 'whatsapp') {
      summary[await sendWhatsapp(row)] += 1;
      return;
    }
    const choice = choices.get(row.organization_id);
    if (!choice) return;
    // A provider that cannot be set up (no key, unreadable key) sent nothing: retry later.
    const tally =
      'problem' in choice
        ? await record(row, { action: 'retry', reason: choice.problem })
        : await send(row, choice.provider);
    summary[tally] += 1;
  });
  await Promise.all(marking);
  // Stopped before their turn: back to the queue as they were, for the next sender.
  const untriedIds = untried.map((row) => row.id);
  await markRetry(db, token, untriedIds, { nextAttemptAt: now(), attempted: false }, now());
  summary.retried += untried.length;
  await applyEarlyReports(db, accepted, now());
  await whatsapp.applyEarly();
  return summary;
}
