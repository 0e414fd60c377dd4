import { paybillNotSetWords } from '@rental/shared/invoice-message';
import type { Db } from '../../db/connection.js';
import { setInvoiceMessage } from '../ledger/index.js';
import { heldMessagesOf, releaseHeldMessage } from '../sms/index.js';

/**
 * Releases the organization's held messages once it has a paybill: the number takes the place
 * of "(paybill not set)" in each text, its WhatsApp parameters and the invoice it announces,
 * and the message is queued to go. In the transaction that saves the paybill. Returns how many were released.
 */
export async function releaseHeldMessages(
  trx: Db,
  organizationId: string,
  paybill: string,
  now: Date,
): Promise<number> {
  const held = await heldMessagesOf(trx, organizationId);
  const withPaybill = (words: string) =>
    Object.values(paybillNotSetWords).reduce(
      (sent, marker) => sent.replaceAll(marker, paybill),
      words,
    );
  for (const message of held) {
    const text = withPaybill(message.text);
    // A WhatsApp message's template parameters say the same as its text.
    const params = message.template_params
      ? JSON.stringify((JSON.parse(message.template_params) as string[]).map(withPaybill))
      : null;
    await releaseHeldMessage(trx, message.id, { text, params }, now);
    if (message.invoice_id) {
      await setInvoiceMessage(trx, organizationId, message.invoice_id, text, now);
    }
  }
  return held.length;
}
