import type { Kysely } from 'kysely';

/**
 * Receipts asked about with M-PESA's Transaction Status query (issue 27): one row per
 * receipt, its time moved on at each ask. A receipt asked within the hour is not asked again;
 * the decision is a conditional upsert on the primary key, so two servers never both ask.
 * A result is only believed for a receipt that was asked about.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transaction_status_asks')
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('receipt', 'varchar(64)', (col) => col.notNull())
    .addColumn('asked_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('transaction_status_asks_pkey', ['organization_id', 'receipt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transaction_status_asks').execute();
}
