import { SqliteAdapter, sql, type Kysely } from 'kysely';

/**
 * A payment's receipt number that arrived after the payment was posted (decision 0062): an STK
 * push settled by the status query is posted under its CheckoutRequestID (the query does not
 * give the M-PESA receipt); M-PESA's late callback brings the receipt. The payment's row stays
 * as posted; the receipt is a new row here, once per payment (the primary key), and readers
 * show it in place of the stand-in (ledger/shown-reference.ts). A receipt is held by one
 * payment at most: payment_receipts decides, and the unique key here agrees.
 *
 * Rows are never updated: a trigger refuses it on both databases. Deleting goes only with the
 * payment's organization or the payment itself (cascades).
 *
 * Existing rows: payments whose stand-in was already replaced by the receipt (before this
 * migration the late callback rewrote the row) hold the receipt now; nothing moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_late_receipts')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('transaction_id', 'varchar(36)', (col) =>
      col.primaryKey().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('receipt', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // Finding a payment by the receipt it shows (search, duplicate checks, reconciliation).
  await db.schema
    .createIndex('payment_late_receipts_receipt_unique')
    .on('payment_late_receipts')
    .columns(['organization_id', 'receipt'])
    .unique()
    .execute();
  await refuseUpdates(db, db.getExecutor().adapter instanceof SqliteAdapter);
}

async function refuseUpdates(db: Kysely<unknown>, sqlite: boolean) {
  if (sqlite) {
    await sql`CREATE TRIGGER payment_late_receipts_no_update
      BEFORE UPDATE ON payment_late_receipts
      BEGIN SELECT RAISE(ABORT, 'payment_late_receipts: UPDATE refused'); END`.execute(db);
    return;
  }
  await sql`CREATE FUNCTION payment_late_receipts_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'payment_late_receipts: % refused', TG_OP USING ERRCODE = 'restrict_violation';
    END $$`.execute(db);
  await sql`CREATE TRIGGER payment_late_receipts_no_update BEFORE UPDATE ON payment_late_receipts
    FOR EACH ROW EXECUTE FUNCTION payment_late_receipts_no_update()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_late_receipts').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`DROP FUNCTION payment_late_receipts_no_update()`.execute(db);
  }
}
