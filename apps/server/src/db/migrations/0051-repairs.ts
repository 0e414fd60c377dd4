import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Repairs (work orders, issue 32). `repairs` holds one reported problem of a rental (a tenant's
 * house, or the building), its place on the board and, once closed, its cost and the expense or
 * Bill now charge it became. The reference (R-1001, R-1002, ...) is numbered per organization
 * from `repair_counters`, one row per organization bumped by an upsert: two reports at once
 * never take one number, and the unique key is the database's backstop.
 *
 * `repair_events` is the card's history (reported, status changes, notes, closed), never
 * updated. `repair_photos` keeps a tenant's photos in the database as expense receipts are
 * (BLOB on SQLite, bytea on PostgreSQL), with the same checks and limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';
  await db.schema
    .createTable('repair_counters')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('repairs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('rental_id', 'varchar(36)', (col) =>
      col.notNull().references('rentals.id').onDelete('cascade'),
    )
    // The tenant who reported it or whose house it is; null for the building's own repairs.
    .addColumn('tenant_id', 'varchar(36)')
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('reference', 'varchar(16)', (col) => col.notNull())
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('priority', 'varchar(12)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    // A team member (user id and their name then), or a vendor (name and phone).
    .addColumn('assignee_user_id', 'varchar(36)')
    .addColumn('assignee_name', 'varchar(120)')
    .addColumn('assignee_phone', 'varchar(20)')
    .addColumn('scheduled_for', 'varchar(32)')
    .addColumn('reported_via', 'varchar(12)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('cost_cents', 'integer')
    .addColumn('paid_by', 'varchar(10)')
    // What the cost became: an expense of the rental, or the tenant's Bill now invoice.
    .addColumn('expense_id', 'varchar(36)')
    .addColumn('invoice_id', 'varchar(36)')
    .execute();
  await db.schema
    .createIndex('repairs_reference_unique')
    .on('repairs')
    .columns(['organization_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('repairs_board_idx')
    .on('repairs')
    .columns(['organization_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('repairs_tenant_idx').on('repairs').column('tenant_id').execute();
  await db.schema
    .createTable('repair_events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('repair_id', 'varchar(36)', (col) =>
      col.notNull().references('repairs.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('actor_user_id', 'varchar(36)')
    // null: the tenant (never their name, so erasing them leaves no trace here).
    .addColumn('actor_name', 'varchar(120)')
    .addColumn('status', 'varchar(12)')
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('repair_events_repair_idx')
    .on('repair_events')
    .columns(['repair_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('repair_photos')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('repair_id', 'varchar(36)', (col) =>
      col.notNull().references('repairs.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('data', blob, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('repair_photos_repair_idx')
    .on('repair_photos')
    .column('repair_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('repair_photos').execute();
  await db.schema.dropTable('repair_events').execute();
  await db.schema.dropTable('repairs').execute();
  await db.schema.dropTable('repair_counters').execute();
}
