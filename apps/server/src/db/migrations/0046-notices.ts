import type { Kysely } from 'kysely';

/**
 * Notices to tenants (issue 32): a message written once and sent to every current tenant of
 * some rentals or all, through the SMS outbox. `notices` keeps what was written and to whom;
 * each SMS names its notice, so the history counts deliveries from the outbox itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_by_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('message_sw', 'text')
    // {"rentalids": [...]} or {"all": true}, with the filter: who it was meant for.
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull())
    .addColumn('parts', 'integer', (col) => col.notNull())
    .addColumn('opted_out', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notices_organization_idx')
    .on('notices')
    .columns(['organization_id', 'created_at'])
    .execute();
  await db.schema.alterTable('sms_messages').addColumn('notice_id', 'varchar(36)').execute();
  await db.schema
    .createIndex('sms_messages_notice_idx')
    .on('sms_messages')
    .column('notice_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sms_messages_notice_idx').execute();
  await db.schema.alterTable('sms_messages').dropColumn('notice_id').execute();
  await db.schema.dropTable('notices').execute();
}
