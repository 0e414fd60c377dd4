import type { Kysely } from 'kysely';

/**
 * The lease an organization prints (issue 32): one template per language, with its house
 * rules; an organization with no row prints the default (packages/shared
 * lease-template-defaults.ts). No personal data: the tenant's details are filled in when the
 * PDF is made, never stored here.
 *
 * And why a rent changed, when a lease changed it (a yearly rise, a renewal): a code and its
 * values beside the English reason, so the screens word it in the reader's language. Older
 * rows keep only the English, which is read back into its code (rent-change-reasons.ts);
 * nothing is rewritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lease_templates')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('house_rules', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by_name', 'varchar(120)', (col) => col.notNull())
    .addPrimaryKeyConstraint('lease_templates_pkey', ['organization_id', 'language'])
    .execute();
  // One column a statement: SQLite adds one at a time.
  await db.schema
    .alterTable('tenant_rent_changes')
    .addColumn('reason_code', 'varchar(40)')
    .execute();
  await db.schema.alterTable('tenant_rent_changes').addColumn('reason_params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_rent_changes').dropColumn('reason_params').execute();
  await db.schema.alterTable('tenant_rent_changes').dropColumn('reason_code').execute();
  await db.schema.dropTable('lease_templates').execute();
}
