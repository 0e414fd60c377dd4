import type { Kysely } from 'kysely';

/**
 * KRA eTIMS (issue 34): one row of settings per organization that turned it on. The device
 * is the landlord's PIN, branch and device serial as KRA registered them; the cmcKey KRA
 * answers their initialisation with is a secret, stored encrypted (lib/secrets.ts, the
 * organization as context) and never returned. KRA's code lists are cached beside them (JSON
 * of the code classes) and asked again after a day. No personal data: the PIN is the
 * landlord's own, as a business.
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
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('etims_settings').execute();
}
