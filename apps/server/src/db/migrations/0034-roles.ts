import { sql, type Kysely } from 'kysely';

/**
 * Roles people actually have (issue 28): the two roles become four. A former 'member' could do
 * everything but settings, so becomes a 'manager' (everything but billing, the team and the
 * organization's deletion). `member_rentals` limits a member to some rentals (none listed:
 * all of them). `managers_may_erase` is the owner's leave for managers to erase or export a
 * tenant's personal data and to delete payments; off until the owner turns it on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE users SET role = 'manager' WHERE role = 'member'`.execute(db);
  await db.schema
    .createTable('member_rentals')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('rental_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_rentals_pkey', ['user_id', 'rental_id'])
    .execute();
  await db.schema
    .createIndex('member_rentals_rental')
    .on('member_rentals')
    .column('rental_id')
    .execute();
  await db.schema
    .alterTable('organizations')
    .addColumn('managers_may_erase', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('managers_may_erase').execute();
  await db.schema.dropTable('member_rentals').execute();
  await sql`UPDATE users SET role = 'member' WHERE role <> 'owner'`.execute(db);
}
