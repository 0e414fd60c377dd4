import { sql, type Kysely } from 'kysely';

/**
 * One key for every M-PESA receipt number (TransID, STK receipt, or one a user typed) in an
 * organization, whichever table holds the payment: a transaction, or an unallocated payment
 * waiting for the landlord. Before this, each table had its own unique key, so a receipt
 * entered by hand and the same receipt parked by C2B could both be stored. Every path that
 * records a receipt now inserts its key here first, in the same transaction: the database
 * decides which one was first. Keys are upper-case, as M-PESA writes them.
 *
 * Existing receipts are carried forward from both tables (an assigned unallocated payment and
 * its transaction share one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_receipts')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('receipt', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_receipts_pk', ['organization_id', 'receipt'])
    .execute();
  await sql`INSERT INTO payment_receipts (organization_id, receipt, created_at)
    SELECT organization_id, receipt, MIN(created_at) FROM (
      SELECT organization_id, UPPER(external_reference) AS receipt, created_at
        FROM transactions WHERE external_reference IS NOT NULL
      UNION ALL
      SELECT organization_id, UPPER(trans_id) AS receipt, created_at FROM unallocated_payments
    ) known
    GROUP BY organization_id, receipt`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_receipts').execute();
}
