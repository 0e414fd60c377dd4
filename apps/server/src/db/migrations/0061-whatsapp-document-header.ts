import type { Kysely } from 'kysely';

/**
 * WhatsApp invoices and receipts with their PDF (issue 34, decision 0067): `document_header`
 * is 1 when the organization's approved invoice and receipt templates have a document header,
 * so the sender uploads the PDF and sends it in that header. 0 for every existing row: Meta
 * refuses a header the approved template does not have, so it is the owner's choice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('whatsapp_settings')
    .addColumn('document_header', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('whatsapp_settings').dropColumn('document_header').execute();
}
