import type { SmsPurpose } from '@rental/shared/enums';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database, WhatsappDeliveryStatus } from '../../db/types.js';
import { nextSendingTime, type SendingHours } from '../../lib/sending-hours.js';

/**
 * The outbox's WhatsApp rows (decision 0061). The one rule that keeps the SMS fallback to once:
 * a row turns to SMS only by a conditional update that sets `fell_back_at` where it is still
 * null, so a refusal, a 'failed' webhook and the 10-minute timer racing on two servers still
 * make one SMS; the SMS then takes the ordinary way (claimed once, sent once).
 */

/** How long a WhatsApp message may stay undelivered before a fallback message goes by SMS. */
export const undeliveredAfterMs = 10 * 60_000;

export const undeliveredReason = 'Not delivered on WhatsApp within 10 minutes; sent by SMS';

/**
 * The messages held to the tenants' sending hours when they go by SMS (reminders and money
 * notices, docs/architecture.md §8): their fallback waits for the hours too. A bill or a
 * receipt goes by SMS at any hour, as it would have without WhatsApp: a tenant who pays at
 * 23:00 expects the receipt then, not at 08:00.
 */
const heldToSendingHours: readonly SmsPurpose[] = ['reminder', 'notice'];

/**
 * The columns every fallback sets: an SMS with its own tries, due now, or for a message held to
 * the hours outside them, when they next open (decision 0068, lib/sending-hours.ts). An
 * opted-out tenant's is then failed by the sender's claim, untried, as any message of theirs.
 */
function fallBackColumns(reason: string, now: string, hours: SendingHours | undefined) {
  const later = nextSendingTime(new Date(now), hours).toISOString();
  return {
    channel: 'sms' as const,
    status: 'queued' as const,
    fell_back_at: now,
    next_attempt_at: (eb: ExpressionBuilder<Database, 'sms_messages'>) =>
      eb
        .case()
        .when('purpose', 'in', [...heldToSendingHours])
        .then(later)
        .else(now)
        .end(),
    attempts: 0,
    failure_reason: reason.slice(0, 200),
    claimed_by: null,
    claimed_until: null,
    updated_at: now,
  };
}

/** The rows that may still fall back: WhatsApp, allowed to, never fallen back. */
function mayFallBack(db: Db) {
  return db
    .updateTable('sms_messages')
    .where('channel', '=', 'whatsapp')
    .where('fallback', '=', 1)
    .where('fell_back_at', 'is', null);
}

/** A message the sender holds, refused by WhatsApp: to SMS now. Answers whether it turned. */
export async function fallBackClaimed(
  db: Db,
  token: string,
  id: string,
  reason: string,
  now: string,
  hours?: SendingHours,
): Promise<boolean> {
  const result = await mayFallBack(db)
    .set(fallBackColumns(reason, now, hours))
    .where('id', '=', id)
    .where('claimed_by', '=', token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Accepted by the Cloud API: sent, with its wamid. */
export async function markWhatsappSent(
  db: Db,
  token: string,
  id: string,
  wamid: string,
  now: string,
) {
  await db
    .updateTable('sms_messages')
    .set({
      status: 'sent',
      provider: null,
      whatsapp_message_id: wamid,
      whatsapp_sent_at: now,
      attempts: (eb) => eb('attempts', '+', 1),
      claimed_by: null,
      claimed_until: null,
      failure_reason: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', token)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Sent by WhatsApp more than 10 minutes ago and neither delivered nor read: to SMS, each once.
 * One statement for all of them; on PostgreSQL a second server's same UPDATE waits for the
 * first's row locks, then finds `fell_back_at` set and leaves the rows alone.
 */
export async function fallBackUndelivered(
  db: Db,
  now: Date,
  hours?: SendingHours,
): Promise<number> {
  const before = new Date(now.getTime() - undeliveredAfterMs).toISOString();
  const result = await mayFallBack(db)
    .set(fallBackColumns(undeliveredReason, now.toISOString(), hours))
    .where('status', '=', 'sent')
    .where('whatsapp_sent_at', '<=', before)
    .where((eb) =>
      eb.or([
        eb('whatsapp_status', 'is', null),
        eb('whatsapp_status', 'not in', ['delivered', 'read']),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface WhatsappStatusReport {
  messageId: string;
  status: string;
  errorCode: number | null;
}

/** The statuses a status may replace: a later one never goes back to an earlier one. */
const replaces: Record<WhatsappDeliveryStatus, (WhatsappDeliveryStatus | null)[]> = {
  sent: [null],
  delivered: [null, 'sent'],
  read: [null, 'sent', 'delivered'],
  failed: [null, 'sent'],
};

const isDeliveryStatus = (status: string): status is WhatsappDeliveryStatus => status in replaces;

/**
 * Statuses from Meta's webhook, applied to the organization's messages by wamid. Delivered or
 * read: the message is delivered (and no longer falls back). Failed: a message that may fall
 * back goes by SMS once; one that may not is failed. Repeats and late arrivals change nothing.
 */
export async function applyWhatsappStatuses(
  db: Db,
  organizationId: string,
  statuses: readonly WhatsappStatusReport[],
  now: string,
  hours?: SendingHours,
): Promise<void> {
  for (const report of statuses) {
    if (!isDeliveryStatus(report.status)) continue;
    const status = report.status;
    const earlier = replaces[status];
    await db
      .updateTable('sms_messages')
      .set({ whatsapp_status: status, updated_at: now })
      .where('organization_id', '=', organizationId)
      .where('whatsapp_message_id', '=', report.messageId)
      .where((eb) =>
        eb.or([
          ...(earlier.includes(null) ? [eb('whatsapp_status', 'is', null)] : []),
          eb(
            'whatsapp_status',
            'in',
            earlier.filter((s): s is WhatsappDeliveryStatus => s !== null),
          ),
        ]),
      )
      .execute();
    if (status === 'delivered' || status === 'read') {
      await db
        .updateTable('sms_messages')
        .set({ status: 'delivered', updated_at: now })
        .where('organization_id', '=', organizationId)
        .where('whatsapp_message_id', '=', report.messageId)
        .where('channel', '=', 'whatsapp')
        .where('status', '=', 'sent')
        .execute();
    }
    if (status === 'failed') await applyFailed(db, organizationId, report, now, hours);
  }
}

async function applyFailed(
  db: Db,
  organizationId: string,
  report: WhatsappStatusReport,
  now: string,
  hours: SendingHours | undefined,
) {
  const reason = `WhatsApp could not deliver it${report.errorCode ? ` (${report.errorCode})` : ''}`;
  const turned = await mayFallBack(db)
    .set(fallBackColumns(`${reason}; sent by SMS`, now, hours))
    .where('organization_id', '=', organizationId)
    .where('whatsapp_message_id', '=', report.messageId)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  if (Number(turned.numUpdatedRows) > 0) return;
  await db
    .updateTable('sms_messages')
    .set({ status: 'failed', failure_reason: reason, updated_at: now })
    .where('organization_id', '=', organizationId)
    .where('whatsapp_message_id', '=', report.messageId)
    .where('channel', '=', 'whatsapp')
    .where('fallback', '=', 0)
    .where('status', '=', 'sent')
    .execute();
}
