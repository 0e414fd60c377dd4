import { smsLength } from '@rental/shared/sms-parts';
import type { Db } from '../../db/connection.js';

/**
 * Changing the text of a message not yet sent: an invoice SMS composed again when it goes late
 * (messages/late-invoices.ts), and a held message once the paybill exists
 * (mpesa/held-release.ts). The parts are counted again with the text.
 */

/** The organization's messages held until it has a paybill. */
export function heldMessagesOf(trx: Db, organizationId: string) {
  return trx
    .selectFrom('sms_messages')
    .select(['id', 'text', 'invoice_id', 'template_params'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'held')
    .execute();
}

/**
 * Queues a held message to go now, with its text as it now reads. Conditional: a second save
 * of the paybill at the same moment releases each message once.
 */
export async function releaseHeldMessage(
  trx: Db,
  id: string,
  { text, params }: { text: string; params: string | null },
  now: Date,
) {
  const at = now.toISOString();
  await trx
    .updateTable('sms_messages')
    .set({
      text,
      template_params: params,
      parts: smsLength(text).parts,
      status: 'queued',
      next_attempt_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .execute();
}

/**
 * Sets the text of one of the organization's messages; returns its parts. A message with a
 * WhatsApp form gets `params` as its template parameters too, so both say the same.
 */
export async function setMessageText(
  trx: Db,
  organizationId: string,
  id: string,
  text: string,
  params?: string[],
) {
  const parts = smsLength(text).parts;
  await trx
    .updateTable('sms_messages')
    .set({ text, parts })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
  if (params) {
    await trx
      .updateTable('sms_messages')
      .set({ template_params: JSON.stringify(params) })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .where('template_params', 'is not', null)
      .execute();
  }
  return parts;
}
