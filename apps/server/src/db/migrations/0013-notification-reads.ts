import type { Kysely } from 'kysely';

/**
 * Which notifications each user has read. Notifications themselves are derived from the data
 * when asked; only "read" is stored, by the notification's id, once per user (the key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_reads')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('notification_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['user_id', 'notification_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_reads').execute();
}
