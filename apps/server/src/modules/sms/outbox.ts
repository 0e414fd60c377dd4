import { parseKenyanPhone } from '@rental/shared/phone';
import type { Language, SmsPurpose, TenantChannel } from '@rental/shared/enums';
import { whatsappMessageKinds, type WhatsappMessageKind } from '@rental/shared/schemas/whatsapp';
import { smsLength } from '@rental/shared/sms-parts';
import { insertRows } from '../../db/bulk-insert.js';
import type { Db } from '../../db/connection.js';
import { orderedId } from '../../lib/ordered-id.js';
import type { SmsMessagesTable } from '../../db/types.js';
import { templateNameFor, whatsappReadinessOf, type WhatsappReadiness } from '../whatsapp/index.js';

/** A message to put in the outbox; the SMS sender (jobs/sms-sender.ts) delivers it later. */
export interface OutgoingSms {
  organizationId: string;
  tenantId: string | null;
  recipientName: string;
  /** As stored on the tenant: 07XXXXXXXX or 01XXXXXXXX. */
  phoneNumber: string;
  text: string;
  purpose: SmsPurpose;
  invoiceId?: string | null;
  transactionId?: string | null;
  /**
   * Kept back, not sent (status 'held'): the message would ask the tenant to pay without a
   * paybill to pay to (docs/architecture.md §8). Saving a paybill releases it (mpesa/held-release.ts).
   */
  held?: boolean;
  /** The notice this message is part of. */
  noticeId?: string;
  /** Not sent before this instant (the sending hours of a notice written at night). */
  notBefore?: Date;
  /**
   * What the message is as a WhatsApp template (decision 0061): the language its text is
   * written in and the values its SMS template filled in, in order (the template is the one
   * saved for the message's purpose). Without it the message goes by SMS whatever the
   * tenant's channel.
   */
  whatsapp?: WhatsappTemplateFacts;
  /**
   * An answer to a text the tenant just wrote to the landlord's WhatsApp number (BAL, SALIO:
   * decision 0071): it goes back there as free text, no template, which Meta allows within the
   * 24 hours the tenant's message opened, whatever the tenant's channel, with SMS once if
   * WhatsApp refuses it. Without WhatsApp settings that can send, by SMS as always.
   */
  replyOnWhatsapp?: boolean;
}

export interface WhatsappTemplateFacts {
  language: Language;
  params: string[];
}

/**
 * A message in words of its own each time (a landlord's notice, a late-fee notice) as the
 * approved `notice` template: the whole text is its one parameter (decision 0061).
 */
export function noticeWhatsapp(text: string, language: Language): WhatsappTemplateFacts {
  return { language, params: [text] };
}

/** The WhatsApp template kind of a purpose: invoice, receipt, reminder, notice; else none. */
export function whatsappKindOf(purpose: string): WhatsappMessageKind | undefined {
  return (whatsappMessageKinds as readonly string[]).includes(purpose)
    ? (purpose as WhatsappMessageKind)
    : undefined;
}

/** How one message goes: by SMS, or by WhatsApp (with SMS once if `fallback`). */
export interface ChannelChoice {
  channel: 'sms' | 'whatsapp';
  fallback: boolean;
}

const bySms: ChannelChoice = { channel: 'sms', fallback: false };

/**
 * WhatsApp only for a tenant who chose it, a message that has a template form, and an
 * organization whose settings can send that kind in that language; otherwise SMS, as always.
 */
export function channelFor(
  message: OutgoingSms,
  tenantChannel: TenantChannel | undefined,
  readiness: WhatsappReadiness | undefined,
): ChannelChoice {
  if (message.replyOnWhatsapp) return readiness ? { channel: 'whatsapp', fallback: true } : bySms;
  if (!message.whatsapp || !tenantChannel || tenantChannel === 'sms') return bySms;
  const kind = whatsappKindOf(message.purpose);
  if (!kind || !templateNameFor(readiness, kind, message.whatsapp.language)) return bySms;
  return { channel: 'whatsapp', fallback: tenantChannel === 'whatsapp_sms' };
}

/** 0712345678 → +254712345678 (the form Africa's Talking expects); else left as it is. */
export function toE164(phoneNumber: string): string {
  return parseKenyanPhone(phoneNumber)?.e164 ?? phoneNumber;
}

export function outboxRow(
  message: OutgoingSms,
  now: Date,
  choice: ChannelChoice = bySms,
): SmsMessagesTable {
  // A WhatsApp row without parameters is a free-form text (a reply), sent as its `text`.
  const whatsapp =
    choice.channel === 'whatsapp' && !message.replyOnWhatsapp ? message.whatsapp : undefined;
  const at = now.toISOString();
  return {
    // In creation order: a run's messages extend the primary key's index at its end.
    id: orderedId(now),
    organization_id: message.organizationId,
    tenant_id: message.tenantId,
    recipient_name: message.recipientName,
    phone: toE164(message.phoneNumber),
    text: message.text,
    parts: smsLength(message.text).parts,
    purpose: message.purpose,
    invoice_id: message.invoiceId ?? null,
    transaction_id: message.transactionId ?? null,
    notice_id: message.noticeId ?? null,
    channel: choice.channel,
    fallback: choice.fallback ? 1 : 0,
    template_params: whatsapp ? JSON.stringify(whatsapp.params) : null,
    template_language: whatsapp?.language ?? null,
    whatsapp_message_id: null,
    whatsapp_sent_at: null,
    whatsapp_status: null,
    fell_back_at: null,
    status: message.held ? 'held' : 'queued',
    provider: null,
    provider_message_id: null,
    attempts: 0,
    next_attempt_at: message.notBefore?.toISOString() ?? at,
    claimed_by: null,
    claimed_until: null,
    failure_reason: null,
    cost: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Queues messages. Call it inside the transaction that writes what the message announces
 * (the invoice, the payment): both are stored or neither is. The unique keys on invoice_id
 * and transaction_id make a second message for the same invoice or receipt impossible.
 */
export async function queueSms(trx: Db, messages: OutgoingSms[], now: Date): Promise<string[]> {
  const choices = await channelChoices(trx, messages);
  const rows = messages.map((message, i) => outboxRow(message, now, choices[i]));
  await insertRows(trx, 'sms_messages', rows);
  return rows.map((row) => row.id);
}

/**
 * Each message's channel. Only when some message has a WhatsApp form: the organizations'
 * WhatsApp settings first (by primary key; most have none, and then nothing more is read),
 * then the channels of those organizations' tenants, once for the batch.
 */
async function channelChoices(trx: Db, messages: OutgoingSms[]): Promise<ChannelChoice[]> {
  const candidates = messages.filter(
    (message) => (message.whatsapp && message.tenantId) || message.replyOnWhatsapp,
  );
  if (candidates.length === 0) return messages.map(() => bySms);
  const organizationIds = [...new Set(candidates.map((message) => message.organizationId))];
  const readiness = await whatsappReadinessOf(trx, organizationIds);
  if (readiness.size === 0) return messages.map(() => bySms);
  // A reply goes where it was asked, whatever the tenant's channel: no channel to read.
  const tenantIds = [
    ...new Set(
      candidates
        .filter((message) => message.whatsapp && readiness.has(message.organizationId))
        .flatMap((message) => (message.tenantId ? [message.tenantId] : [])),
    ),
  ];
  const channels = new Map<string, TenantChannel>();
  for (let start = 0; start < tenantIds.length; start += 500) {
    const rows = await trx
      .selectFrom('tenants')
      .select(['id', 'channel'])
      .where('id', 'in', tenantIds.slice(start, start + 500))
      .where('channel', '!=', 'sms')
      .execute();
    for (const row of rows) channels.set(row.id, row.channel);
  }
  return messages.map((message) =>
    channelFor(
      message,
      message.tenantId ? channels.get(message.tenantId) : undefined,
      readiness.get(message.organizationId),
    ),
  );
}
