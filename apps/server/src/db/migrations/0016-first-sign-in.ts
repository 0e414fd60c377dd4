import { sql, type Kysely } from 'kysely';

/**
 * When each user first signed in, so the app greets a new user with "Welcome" and a returning
 * one with "Welcome back". Users from before this migration have signed in already (sign-up
 * and joining a team start a session): their account's creation stands in for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('first_signed_in_at', 'varchar(32)').execute();
  await sql`update users set first_signed_in_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('first_signed_in_at').execute();
}
