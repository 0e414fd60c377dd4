import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { rebuildSqliteTable, withoutConstraint } from './sqlite-rebuild.js';

/**
 * A payment document is never rewritten (issue 29, section 3): reversing a payment typed by
 * hand used to clear its receipt number so the real M-PESA payment could take it, as
 * transactions kept the number unique per organization. The organization's claims
 * (payment_receipts) alone keep a receipt recorded once now:
 *
 * - transactions: the unique (organization_id, external_reference) goes; a plain index on the
 *   same columns stays for looking a receipt up.
 * - payment_reversals.receipt_freed: 1 when the reversal let go of the receipt (typed by
 *   mistake, or moved with the payment to its replacement); the freed payment keeps the number
 *   on its document but no longer holds it. Reversals made before are freed when their
 *   payment's number was cleared, and that number goes back on the payment's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildSqliteTable(db, 'transactions', (create) =>
      withoutConstraint(create, 'transactions_external_reference_unique'),
    );
  } else {
    await sql`alter table transactions drop constraint transactions_external_reference_unique`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('transactions_external_reference_idx')
    .on('transactions')
    .columns(['organization_id', 'external_reference'])
    .execute();

  await db.schema
    .alterTable('payment_reversals')
    .addColumn('receipt_freed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update payment_reversals set receipt_freed = 1
    where receipt is not null and exists (select 1 from transactions x
      where x.id = payment_reversals.transaction_id and x.external_reference is null)`.execute(db);
  await sql`update transactions set external_reference = (select pr.receipt
      from payment_reversals pr where pr.transaction_id = transactions.id)
    where external_reference is null and exists (select 1 from payment_reversals pr
      where pr.transaction_id = transactions.id and pr.receipt_freed = 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_reversals').dropColumn('receipt_freed').execute();
  await db.schema.dropIndex('transactions_external_reference_idx').execute();
}
