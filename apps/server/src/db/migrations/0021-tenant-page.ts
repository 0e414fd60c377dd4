import { type Kysely } from 'kysely';

/**
 * Tenants' own access, and their say over SMS. Each tenant may have one private link to their page (`/t/<token>`): only
 * the token's SHA-256 is kept, so a link cannot be read back, only replaced or revoked. Each
 * tenant gains a language for what they are sent and shown (English until set), and the time
 * their SMS provider said they opted out of the landlord's messages (none yet). Rate windows
 * count requests per key and window in the database, so every server process shares one
 * count and an increment is atomic. Existing tenants stay English and have no link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('language', 'varchar(2)', (col) => col.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('tenants').addColumn('sms_blocked_at', 'varchar(32)').execute();
  await db.schema
    .createTable('tenant_links')
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_by_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('rate_windows')
    .addColumn('key', 'varchar(200)', (col) => col.notNull())
    .addColumn('window_start', 'varchar(32)', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_windows_pk', ['key', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_windows').execute();
  await db.schema.dropTable('tenant_links').execute();
  await db.schema.alterTable('tenants').dropColumn('sms_blocked_at').execute();
  await db.schema.alterTable('tenants').dropColumn('language').execute();
}
