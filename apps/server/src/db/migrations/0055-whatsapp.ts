import type { Kysely } from 'kysely';

/**
 * WhatsApp (issue 34), the foundation:
 * - `whatsapp_settings`: per organization, the Cloud API phone number id, the access token and
 *   app secret (encrypted, lib/secrets.ts, with the organization as context), the approved
 *   template names per message kind and language (JSON text), and the secret of the webhook
 *   path with the verify token Meta's handshake must bring. A row is made on first use.
 * - `whatsapp_statuses`: the statuses Meta's webhook reported (sent, delivered, read, failed),
 *   each (message, status) once, so a repeated notification changes nothing.
 * - `tenants.channel`: how a tenant is messaged: 'sms' (every existing tenant: the default),
 *   'whatsapp' or 'whatsapp_sms' (WhatsApp, SMS when it fails).
 * - `sms_messages.channel`: how an outbox message goes, 'sms' (every existing message) or
 *   'whatsapp' (decision 0061).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('whatsapp_settings')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('phone_number_id', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('access_token_encrypted', 'text')
    .addColumn('app_secret_encrypted', 'text')
    .addColumn('templates', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('webhook_secret', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('verify_token', 'varchar(64)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('whatsapp_statuses')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('error_code', 'integer')
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('whatsapp_statuses_pkey', ['organization_id', 'message_id', 'status'])
    .execute();
  await db.schema
    .alterTable('tenants')
    .addColumn('channel', 'varchar(16)', (col) => col.notNull().defaultTo('sms'))
    .execute();
  await db.schema
    .alterTable('sms_messages')
    .addColumn('channel', 'varchar(16)', (col) => col.notNull().defaultTo('sms'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_messages').dropColumn('channel').execute();
  await db.schema.alterTable('tenants').dropColumn('channel').execute();
  await db.schema.dropTable('whatsapp_statuses').execute();
  await db.schema.dropTable('whatsapp_settings').execute();
}
