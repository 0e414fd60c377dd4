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
