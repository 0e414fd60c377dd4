import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Documents (issue 32): a signed lease, an ID copy, a move-in inspection, a letter, kept per
 * tenant or per rental. The file is kept in the database as the expense receipts are (BLOB on
 * SQLite, bytea on PostgreSQL), so it is backed up, exported and erased with the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    // One of the two: a tenant's document or a rental's.
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.references('tenants.id').onDelete('cascade'),
    )
    .addColumn('rental_id', 'varchar(36)', (col) =>
      col.references('rentals.id').onDelete('cascade'),
    )
    // 'lease' | 'id_copy' | 'inspection' | 'letter' | 'other'
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    // Found from the file's first bytes, not taken from the client.
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_by_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('data', isSqlite(db) ? 'blob' : 'bytea', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('documents_tenant_idx')
    .on('documents')
    .columns(['organization_id', 'tenant_id'])
    .execute();
  await db.schema
    .createIndex('documents_rental_idx')
    .on('documents')
    .columns(['organization_id', 'rental_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}

function isSqlite(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
