import { type Kysely } from 'kysely';

/**
 * A tenant is a person or a business (issue 30): a business has one name and may name a
 * contact person. Every tenant stored before is a person, with the names they had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('kind', 'varchar(16)', (column) => column.notNull().defaultTo('person'))
    .execute();
  await db.schema.alterTable('tenants').addColumn('businessname', 'varchar(100)').execute();
  await db.schema.alterTable('tenants').addColumn('contactperson', 'varchar(50)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('contactperson').execute();
  await db.schema.alterTable('tenants').dropColumn('businessname').execute();
  await db.schema.alterTable('tenants').dropColumn('kind').execute();
}
