import { type Kysely } from 'kysely';

/**
 * Each user's language for the app and the API's answers: English until they choose
 * Kiswahili (or sign up in it). Existing users stay English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'varchar(2)', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
