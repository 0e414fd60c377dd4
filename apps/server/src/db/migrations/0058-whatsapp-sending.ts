import type { Kysely } from 'kysely';

/**
 * WhatsApp sending (issue 34, decision 0061): an outbox message may go by WhatsApp template,
 * and with the tenant's `whatsapp_sms` channel fall back to SMS once.
 * - `fallback`: 1 when the message may go by SMS once if WhatsApp refuses it or does not
 *   deliver it within 10 minutes (0 for every existing message; an integer, as SQLite binds
 *   no booleans);
 * - `template_params`: the WhatsApp template's body parameters, JSON (the SMS template's
 *   values, in order), and `template_language` the language of the approved template;
 * - `whatsapp_message_id`: Meta's wamid once accepted, `whatsapp_sent_at` when, and
 *   `whatsapp_status` the furthest status its webhook reported (sent, delivered, read, failed);
 * - `fell_back_at`: when it turned to SMS; set once, by a conditional update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sms_messages')
    .addColumn('fallback', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sms_messages').addColumn('template_params', 'text').execute();
  await db.schema.alterTable('sms_messages').addColumn('template_language', 'varchar(2)').execute();
  await db.schema
    .alterTable('sms_messages')
    .addColumn('whatsapp_message_id', 'varchar(128)')
    .execute();
  await db.schema.alterTable('sms_messages').addColumn('whatsapp_sent_at', 'varchar(32)').execute();
  await db.schema.alterTable('sms_messages').addColumn('whatsapp_status', 'varchar(16)').execute();
  await db.schema.alterTable('sms_messages').addColumn('fell_back_at', 'varchar(32)').execute();
  // The webhook finds a message by its wamid.
  await db.schema
    .createIndex('sms_messages_whatsapp_message_id')
    .on('sms_messages')
    .columns(['whatsapp_message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sms_messages_whatsapp_message_id').execute();
  for (const column of [
    'fell_back_at',
    'whatsapp_status',
    'whatsapp_sent_at',
    'whatsapp_message_id',
    'template_language',
    'template_params',
    'fallback',
  ]) {
    await db.schema.alterTable('sms_messages').dropColumn(column).execute();
  }
}
