import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Expenses: money the landlord paid out for a rental, or for the whole organization (no
 * rental). They are not tenants' money, so they stay out of the ledger. Amounts are integer
 * cents; the day paid is a Nairobi calendar date.
 *
 * A rental with expenses cannot be deleted (the service says so; the reference, without a
 * cascade, is the database's backstop): its costs stay attributed for reports and tax.
 *
 * The receipt file lives in a table of its own, one per expense, in the database itself
 * (BLOB on SQLite, bytea on PostgreSQL): it is backed up and moved with the rest, and lists of
 * expenses never read it. Its data column is last, so SQLite reads the type without the file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('expenses')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('rental_id', 'varchar(36)', (col) => col.references('rentals.id'))
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('category', 'varchar(40)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('payee', 'varchar(100)', (col) => col.notNull())
    .addColumn('payment_mode', 'varchar(16)', (col) => col.notNull())
    .addColumn('reference', 'varchar(50)', (col) => col.notNull())
    .addColumn('note', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_by_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The list: newest day first, for the organization or one of its rentals.
  await db.schema
    .createIndex('expenses_organization_date_idx')
    .on('expenses')
    .columns(['organization_id', 'date'])
    .execute();
  await db.schema
    .createIndex('expenses_rental_date_idx')
    .on('expenses')
    .columns(['organization_id', 'rental_id', 'date'])
    .execute();

  await db.schema
    .createTable('expense_receipts')
    .addColumn('expense_id', 'varchar(36)', (col) =>
      col.primaryKey().references('expenses.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('data', isSqlite(db) ? 'blob' : 'bytea', (col) => col.notNull())
    .execute();
}

function isSqlite(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('expense_receipts').execute();
  await db.schema.dropTable('expenses').execute();
}
