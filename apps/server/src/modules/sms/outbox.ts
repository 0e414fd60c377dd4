import { parseKenyanPhone } from '@rental/shared/phone';
import type { SmsPurpose } from '@rental/shared/enums';
import { smsLength } from '@rental/shared/sms-parts';
import { insertRows } from '../../db/bulk-insert.js';
import type { Db } from '../../db/connection.js';
import { orderedId } from '../../lib/ordered-id.js';
import type { SmsMessagesTable } from '../../db/types.js';

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
}

/** 0712345678 → +254712345678 (the form Africa's Talking expects); else left as it is. */
export function toE164(phoneNumber: string): string {
  return parseKenyanPhone(phoneNumber)?.e164 ?? phoneNumber;
}

export function outboxRow(message: OutgoingSms, now: Date): SmsMessagesTable {
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
    // Every message goes by SMS until WhatsApp sending is built (decision 0061).
    channel: 'sms',
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
  const rows = messages.map((message) => outboxRow(message, now));
  await insertRows(trx, 'sms_messages', rows);
  return rows.map((row) => row.id);
}
