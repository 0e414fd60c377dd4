import { paybillNotSetWords } from '@rental/shared/invoice-message';
import { smsLength } from '@rental/shared/sms-parts';
import type { Db } from '../../db/connection.js';
import { setInvoiceMessage } from '../ledger/index.js';

/**
 * Releases the organization's held messages once it has a paybill: the number takes the place
 * of "(paybill not set)" in each text (and in the invoice it announces), and the message is
 * queued to go. In the transaction that saves the paybill. Returns how many were released.
 */
export async function releaseHeldMessages(
  trx: Db,
  organizationId: string,
  paybill: string,
  now: Date,
): Promise<number> {
  const held = await trx
    .selectFrom('sms_messages')
    .select(['id', 'text', 'invoice_id'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'held')
    .execute();
  const at = now.toISOString();
  for (const message of held) {
    const text = Object.values(paybillNotSetWords).reduce(
      (sent, marker) => sent.replaceAll(marker, paybill),
      message.text,
    );
    await trx
      .updateTable('sms_messages')
      .set({
        text,
        parts: smsLength(text).parts,
        status: 'queued',
        next_attempt_at: at,
        updated_at: at,
      })
      .where('id', '=', message.id)
      // Conditional: a second save at the same moment releases each message once.
      .where('status', '=', 'held')
      .execute();
    if (message.invoice_id) {
      await setInvoiceMessage(trx, organizationId, message.invoice_id, text);
    }
  }
  return held.length;
}
