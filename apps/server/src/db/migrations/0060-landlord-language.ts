import { type Kysely } from 'kysely';

/**
 * Each landlord an agent manages has a language (issue 32): their own page, the SMS with its
 * link and the statement SMS speak it. Existing landlords are English, as users and tenants
 * were before they chose (0023); the agent changes it on the landlord form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('landlords')
    .addColumn('language', 'varchar(2)', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('landlords').dropColumn('language').execute();
}
