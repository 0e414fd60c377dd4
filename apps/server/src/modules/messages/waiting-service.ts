import { randomUUID } from 'node:crypto';
import { msg } from '@rental/shared/message-catalogue';
import type { SmsWaiting, SmsWaitingOutcome } from '@rental/shared/schemas/sms';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import {
  deliverClaimed,
  findSmsSettings,
  type SmsDeps,
  claimWaiting,
  discardPaidInvoiceMessages,
  discardWaiting,
  messageState,
  waitingTotals,
} from '../sms/index.js';
import { invoicePaidError, refreshInvoiceTexts } from './late-invoices.js';

/**
 * Messages → Waiting: sending or discarding what could not go out (waiting-repository.ts says
 * which messages). A send claims the messages and delivers them in this request through the
 * same path as the background sender, so the landlord sees each outcome at once.
 */

const leaseMs = 10 * 60_000;

/** Whether the organization has a provider that really sends (not the outbox). */
async function hasRealProvider(deps: SmsDeps, organizationId: string) {
  const settings = await findSmsSettings(deps.db, organizationId);
  return settings !== undefined && settings.provider !== 'outbox';
}

export async function waitingSummary(deps: SmsDeps, organizationId: string): Promise<SmsWaiting> {
  const [totals, provider] = await Promise.all([
    waitingTotals(deps.db, organizationId),
    hasRealProvider(deps, organizationId),
  ]);
  return { sendable: totals.sendable, parts: totals.parts, held: totals.held, provider };
}

/** Why this one message cannot be sent now, as the error to answer with. */
async function whyNotSendable(
  deps: SmsDeps,
  organizationId: string,
  id: string,
  provider: boolean,
): Promise<AppError> {
  const state = await messageState(deps.db, organizationId, id);
  if (!state) return notFound('Message');
  if (state.status === 'held') return new AppError('conflict', msg('error.smsHeldUntilPaybill'));
  if (state.sms_blocked_at) return new AppError('conflict', msg('error.smsTenantOptedOut'));
  if (!provider) return new AppError('conflict', msg('error.smsProviderNotSet'));
  return new AppError('conflict', msg('error.smsNotWaiting'));
}

/**
 * Sends one waiting message (`id`) or all that can go. Claimed and recorded in one
 * transaction; a second request at the same moment finds them taken (Send now: 409).
 */
export async function sendWaiting(
  deps: SmsDeps,
  actor: Actor,
  id?: string,
): Promise<SmsWaitingOutcome> {
  const { organizationId } = actor;
  const provider = await hasRealProvider(deps, organizationId);
  if (!provider) {
    throw id
      ? await whyNotSendable(deps, organizationId, id, provider)
      : new AppError('conflict', msg('error.smsProviderNotSet'));
  }
  const now = deps.clock();
  const token = randomUUID();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const { rows, paid } = await deps.db.transaction().execute(async (trx) => {
    const claim = { token, now: now.toISOString(), leaseUntil: leaseUntil.toISOString(), id };
    const claimed = await claimWaiting(trx, organizationId, claim);
    // An invoice paid since: its SMS would ask for money no longer owed. Send now refuses
    // (the claim is rolled back, the message stays waiting for the landlord to discard);
    // Send all discards it, so the list empties, and says how many it left out.
    const late = await refreshInvoiceTexts(trx, organizationId, claimed, now);
    const [paidOne] = late.paid;
    if (id && paidOne?.invoice_id) {
      throw await invoicePaidError(trx, organizationId, paidOne.invoice_id);
    }
    const paidIds = late.paid.map((row) => row.id);
    await discardPaidInvoiceMessages(trx, organizationId, token, paidIds, now.toISOString());
    const rows = late.current;
    if (rows.length > 0 || paidIds.length > 0) {
      const details = { count: rows.length, parts: sumParts(rows), paid: paidIds.length };
      const entry = { kind: 'sms_waiting_sent' as const, entity: 'sms_message', details };
      await recordActivity(trx, actor, { ...entry, entityId: id ?? null }, now);
    }
    return { rows, paid: paidIds.length };
  });
  if (id && rows.length === 0) throw await whyNotSendable(deps, organizationId, id, provider);
  const summary = await deliverClaimed(deps, token, rows, leaseUntil);
  return { count: rows.length, parts: sumParts(rows), sent: summary.sent, paid };
}

/** Marks one waiting message (`id`) or all of them discarded: they will not be sent. */
export async function discardWaitingMessages(
  deps: SmsDeps,
  actor: Actor,
  id?: string,
): Promise<SmsWaitingOutcome> {
  const { organizationId } = actor;
  const now = deps.clock();
  const taken = await deps.db.transaction().execute(async (trx) => {
    const taken = await discardWaiting(trx, organizationId, now.toISOString(), id);
    if (taken.length > 0) {
      const details = { count: taken.length };
      const entry = { kind: 'sms_waiting_discarded' as const, entity: 'sms_message', details };
      await recordActivity(trx, actor, { ...entry, entityId: id ?? null }, now);
    }
    return taken;
  });
  if (id && taken.length === 0) {
    const state = await messageState(deps.db, organizationId, id);
    throw state ? new AppError('conflict', msg('error.smsNotWaiting')) : notFound('Message');
  }
  return { count: taken.length, parts: sumParts(taken), sent: 0, paid: 0 };
}

function sumParts(rows: ReadonlyArray<{ parts: number }>): number {
  return rows.reduce((sum, row) => sum + row.parts, 0);
}
