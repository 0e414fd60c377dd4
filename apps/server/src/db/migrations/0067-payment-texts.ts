import { sql, type Kysely } from 'kysely';

/**
 * A payment's personal text moves off the payment's row into a row of its own
 * (decision 0078): payment_texts holds who paid (payer_name) and the payment's description,
 * one row per payment, written in the payment's transaction. Erasure of a former tenant's
 * personal data (decision 0025) scrubs that row; the payment itself (amounts, dates, mode,
 * references) is never written again.
 *
 * Every payment's name and description are copied here, then the two columns are dropped from
 * transactions: no amount, date or id moves, so every balance is what it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_texts')
    .addColumn('transaction_id', 'varchar(36)', (col) =>
      col.primaryKey().references('transactions.id').onDelete('cascade'),
    )
    // The payment's organization, for reads scoped by it. No foreign key of its own: the
    // payment's already holds it to its organization, and a second check of the organization's
    // row for every payment is what C2B batches contend on (docs/benchmarks.md, session 33).
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('payer_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO payment_texts (transaction_id, organization_id, payer_name, description)
    SELECT id, organization_id, tenant_name, description FROM transactions`.execute(db);
  await db.schema.alterTable('transactions').dropColumn('tenant_name').execute();
  await db.schema.alterTable('transactions').dropColumn('description').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('transactions')
    .addColumn('tenant_name', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('transactions')
    .addColumn('description', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE transactions SET
    tenant_name = (SELECT p.payer_name FROM payment_texts p WHERE p.transaction_id = transactions.id),
    description = (SELECT p.description FROM payment_texts p WHERE p.transaction_id = transactions.id)
    WHERE EXISTS (SELECT 1 FROM payment_texts p WHERE p.transaction_id = transactions.id)`.execute(
    db,
  );
  await db.schema.dropTable('payment_texts').execute();
}
