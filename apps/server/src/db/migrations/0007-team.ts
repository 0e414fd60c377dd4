import type { Kysely } from 'kysely';

/**
 * Team members: the owner invites a user by phone; the invitee proves the phone with a
 * one-time code sent by SMS and sets a PIN. One invitation per user: resending a code replaces
 * it. Only a hash of the code is kept (sha256 of the invitation id and the code).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team_invitations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'varchar(32)')
    .addColumn('invited_by', 'varchar(36)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('team_invitations_organization_idx')
    .on('team_invitations')
    .column('organization_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('team_invitations').execute();
}
