import type { Kysely } from 'kysely';

/**
 * KRA eTIMS (issue 34): one row of settings per organization that turned it on. The device
 * is the landlord's PIN, branch and device serial as KRA registered them; the cmcKey KRA
 * answers their initialisation with is a secret, stored encrypted (lib/secrets.ts, the
 * organization as context) and never returned. KRA's code lists are cached beside them (JSON
 * of the code classes) and asked again after a day. No personal data: the PIN is the
 * landlord's own, as a business.
 *
 * And the transmissions: the durable queue of invoices and credit notes for KRA (one row per
 * document, claimed by a sender like the SMS outbox). `document_number` is the OSCU invcNo,
 * fixed when the document is queued and unique per organization: KRA numbers one receipt per
 * invcNo, so a retry can never make a second sale. No foreign key to the documents: the record
 * of what KRA was told outlives a document deleted by mistake.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('etims_settings')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('pin', 'varchar(11)', (col) => col.notNull())
    .addColumn('branch_id', 'varchar(2)', (col) => col.notNull())
    .addColumn('device_serial', 'varchar(100)', (col) => col.notNull())
    .addColumn('environment', 'varchar(10)', (col) => col.notNull())
    .addColumn('vat_registered', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('scope', 'varchar(10)', (col) => col.notNull())
    .addColumn('cmc_key_encrypted', 'text')
    .addColumn('initialised_at', 'varchar(32)')
    .addColumn('code_lists', 'text')
    .addColumn('code_lists_fetched_at', 'varchar(32)')
    // The last OSCU invcNo given to a document: numbers come from this row, one at a time.
    .addColumn('last_document_number', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('etims_transmissions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    // 'sale' (an invoice or one-off charge) or 'refund' (a credit note).
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('invoice_id', 'varchar(36)')
    .addColumn('credit_note_id', 'varchar(36)')
    .addColumn('document_number', 'integer', (col) => col.notNull())
    // A refund's sale (its document_number, OSCU orgInvcNo); null for a sale.
    .addColumn('original_number', 'integer')
    // queued → sending (claimed) → sent | failed; the API shows sending as queued.
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('claimed_by', 'varchar(36)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('control_number', 'varchar(60)')
    .addColumn('signature', 'varchar(100)')
    .addColumn('internal_data', 'varchar(200)')
    .addColumn('kra_time', 'varchar(14)')
    .addColumn('qr_url', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('etims_transmissions_number_unique')
    .on('etims_transmissions')
    .columns(['organization_id', 'document_number'])
    .unique()
    .execute();
  // One transmission per document (NULLs are distinct on both databases).
  await db.schema
    .createIndex('etims_transmissions_invoice_unique')
    .on('etims_transmissions')
    .columns(['organization_id', 'invoice_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('etims_transmissions_credit_note_unique')
    .on('etims_transmissions')
    .columns(['organization_id', 'credit_note_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('etims_transmissions_due_idx')
    .on('etims_transmissions')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('etims_transmissions').execute();
  await db.schema.dropTable('etims_settings').execute();
}
