import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { msg } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import type { SmsMessagesTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { lateInvoiceMessage } from '../invoices/index.js';
import { invoiceForMessage, setInvoiceMessage } from '../ledger/index.js';
import { setMessageText } from '../sms/index.js';

/**
 * An invoice's SMS sent late (Messages → Waiting, or Resend of a failed one) says what the
 * invoice asks for now, not when it was made (invoices/late-message.ts): a partly paid
 * invoice's text is composed again (amount left, balance now), and the invoice keeps the text
 * it was finally sent with; a paid one's SMS is not sent at all.
 */

export interface LateInvoices<Row> {
  /** The messages to send, with their texts as they now read. */
  current: Row[];
  /** Messages of invoices paid in full since: not to be sent. */
  paid: Row[];
}

type MessageRow = Pick<SmsMessagesTable, 'id' | 'purpose' | 'invoice_id' | 'text' | 'parts'>;

export async function refreshInvoiceTexts<Row extends MessageRow>(
  trx: Db,
  organizationId: string,
  rows: Row[],
  now: Date,
): Promise<LateInvoices<Row>> {
  const result: LateInvoices<Row> = { current: [], paid: [] };
  for (const row of rows) {
    const late =
      row.purpose === 'invoice' && row.invoice_id
        ? await lateInvoiceMessage(trx, organizationId, row.invoice_id, row.text)
        : null;
    if (late?.paid) {
      result.paid.push(row);
      continue;
    }
    if (!late || late.text === row.text) {
      result.current.push(row);
      continue;
    }
    const parts = await setMessageText(
      trx,
      organizationId,
      row.id,
      late.text,
      late.whatsapp.params,
    );
    await setInvoiceMessage(trx, organizationId, row.invoice_id!, late.text, now);
    result.current.push({ ...row, text: late.text, parts });
  }
  return result;
}

/** The 409 for one message whose invoice is paid in full: "INV-000011 is paid in full…". */
export async function invoicePaidError(trx: Db, organizationId: string, invoiceId: string) {
  const invoice = await invoiceForMessage(trx, organizationId, invoiceId);
  if (!invoice) throw new Error(`invoice ${invoiceId} not found`);
  const label = invoiceNumberLabel(Number(invoice.number));
  return new AppError('conflict', msg('error.smsInvoicePaid', { invoice: label }));
}
