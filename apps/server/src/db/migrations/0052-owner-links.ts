import { type Kysely } from 'kysely';

/**
 * A landlord's own read-only page (issue 32, part 5): an agent gives each landlord one private
 * link (`/o/<token>`), as tenants have theirs (0021, 0024). Only the token's SHA-256 opens the
 * page; the token itself is kept encrypted so the agent can copy the link again. Replacing the
 * row makes the old link stop working at once; deleting it revokes the link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owner_links')
    .addColumn('landlord_id', 'varchar(36)', (col) =>
      col.primaryKey().references('landlords.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('token_encrypted', 'text')
    .addColumn('created_by_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('owner_links_organization_idx')
    .on('owner_links')
    .column('organization_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owner_links').execute();
}
