import { sql, type Kysely } from 'kysely';

/**
 * KRA eTIMS, sending (issue 34, decision 0063): which posted documents go to KRA is found by
 * the sender job, not written by the posting code. `transmit_from` is the instant eTIMS was
 * first saved: documents posted before it are not sent. `queued_through` is how far the job
 * has looked (it looks again an hour back from there, for postings that committed late).
 * Existing rows start from their last save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('etims_settings').addColumn('transmit_from', 'varchar(32)').execute();
  await db.schema.alterTable('etims_settings').addColumn('queued_through', 'varchar(32)').execute();
  await sql`update etims_settings set transmit_from = updated_at`.execute(db);
  // The job reads an organization's documents posted since a moment.
  await db.schema
    .createIndex('invoices_organization_created_idx')
    .on('invoices')
    .columns(['organization_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('credit_notes_organization_created_idx')
    .on('credit_notes')
    .columns(['organization_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credit_notes_organization_created_idx').execute();
  await db.schema.dropIndex('invoices_organization_created_idx').execute();
  await db.schema.alterTable('etims_settings').dropColumn('queued_through').execute();
  await db.schema.alterTable('etims_settings').dropColumn('transmit_from').execute();
}
