import type { Db } from '../../db/connection.js';

/**
 * Records the SMS text an invoice was finally sent with (a held message released with the
 * paybill filled in). The text is not money: amounts and the journal stay as they were.
 */
export async function setInvoiceMessage(
  trx: Db,
  organizationId: string,
  invoiceId: string,
  text: string,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ message: text })
    .where('organization_id', '=', organizationId)
    .where('id', '=', invoiceId)
    .execute();
}

/**
 * What an invoice's SMS is composed from (its number, kind, dates and schedule), for a text
 * composed again when the SMS goes out late. Undefined: no such invoice here.
 */
export function invoiceForMessage(db: Db, organizationId: string, invoiceId: string) {
  return db
    .selectFrom('invoices')
    .select([
      'number',
      'tenant_id',
      'invoice_type',
      'billing_date',
      'due_date',
      'description',
      'schedule_id',
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
}
