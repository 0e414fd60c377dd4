import type { IncomingSmsOutcome } from '@rental/shared/enums';
import { orderedId } from '../../lib/ordered-id.js';

/** A text as it came in: by SMS (Africa's Talking's callback) or by WhatsApp (Meta's webhook). */
export interface IncomingSmsFields {
  from: string;
  to: string;
  text: string;
  date: string;
  /** The provider's id: unique per organization across both ways, so a repeat stores nothing. */
  id: string;
  linkId?: string;
  /** The way it came, and the way it is answered; SMS when not said. */
  via?: 'sms' | 'whatsapp';
}

/**
 * The `incoming_sms` row of a text, recorded against `tenantId` with what was done; the
 * balance answer, the channel commands and repair reports each store theirs with it.
 */
export function incomingRow(
  organizationId: string,
  fields: IncomingSmsFields,
  now: Date,
  tenantId: string | null,
  outcome: IncomingSmsOutcome,
) {
  return {
    id: orderedId(now),
    organization_id: organizationId,
    provider_message_id: fields.id,
    phone: fields.from,
    short_code: fields.to,
    text: fields.text,
    link_id: fields.linkId || null,
    provider_date: fields.date,
    tenant_id: tenantId,
    outcome,
    channel: fields.via ?? 'sms',
    reply_message_id: null,
    created_at: now.toISOString(),
  };
}
