import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Balance by SMS: tenants text BAL or SALIO to the landlord's Africa's Talking number, which
 * posts each message to the organization's secret path `/api/sms/incoming/<secret>`.
 *
 * `incoming_sms` keeps every message received, once per provider id and organization (a
 * retried callback is stored and answered once: the unique key decides), with the tenant the
 * number matched and what was done. `sms_incoming_secrets` holds each organization's secret
 * (160 random bits, hex). Existing organizations get theirs here; organizations made later get
 * one when the SMS settings are first read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_incoming_secrets')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('secret', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('incoming_sms')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('provider_message_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('short_code', 'varchar(20)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('link_id', 'varchar(64)')
    .addColumn('provider_date', 'varchar(40)', (col) => col.notNull())
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.references('tenants.id').onDelete('set null'),
    )
    .addColumn('outcome', 'varchar(20)', (col) => col.notNull())
    .addColumn('reply_message_id', 'varchar(36)', (col) =>
      col.references('sms_messages.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('incoming_sms_provider_id_unique', [
      'organization_id',
      'provider_message_id',
    ])
    .execute();
  await db.schema
    .createIndex('incoming_sms_organization_idx')
    .on('incoming_sms')
    .columns(['organization_id', 'created_at', 'id'])
    .execute();

  const at = new Date().toISOString();
  const organizations = await sql<{ id: string }>`SELECT id FROM organizations`.execute(db);
  for (const { id } of organizations.rows) {
    const secret = randomBytes(20).toString('hex');
    await sql`INSERT INTO sms_incoming_secrets (organization_id, secret, created_at)
      VALUES (${id}, ${secret}, ${at})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('incoming_sms').execute();
  await db.schema.dropTable('sms_incoming_secrets').execute();
}
