import { type Kysely } from 'kysely';

/**
 * A tenant may write STOP, START, WHATSAPP or SMS to the landlord's WhatsApp number too
 * (decision 0068). Those messages are kept with the SMS ones, so one unique key applies each
 * message id once whichever way it came; `channel` says which. Every existing row came by SMS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('incoming_sms')
    .addColumn('channel', 'varchar(16)', (col) => col.notNull().defaultTo('sms'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('incoming_sms').dropColumn('channel').execute();
}
