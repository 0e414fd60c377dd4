import { SqliteAdapter, sql, type Kysely } from 'kysely';

/**
 * Two facts that came after their document was written, and were written onto it, become rows
 * of their own (decision 0062): the documents stay as written.
 *
 * - payment_replacements: the payment that replaced a moved one (a move reverses the payment
 *   and posts its replacement on the other tenant, in one transaction). Once per moved payment
 *   (the primary key). Existing moves' payment_reversals.replaced_by is copied here; the
 *   column stays as it was, null on every reversal written from now on.
 * - invoice_sent_messages: the SMS text an invoice was finally sent with, when it differs from
 *   the text it was written with (a held SMS released with the paybill, a late SMS composed
 *   again). Each text is a new row, version 1, 2, ... per invoice; the highest is the one the
 *   invoice shows, else invoices.message. Existing invoices keep their text on their row
 *   (it is the last text they were sent with); nothing moves.
 *
 * Rows are never updated: a trigger refuses it on both databases. Deleting goes only with the
 * organization or the document (cascades), and, for a sent text, with erasure of a former
 * tenant's personal text (decision 0025).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('payment_replacements')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('transaction_id', 'varchar(36)', (col) =>
      col.primaryKey().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('replaced_by', 'varchar(36)', (col) =>
      col.notNull().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO payment_replacements (organization_id, transaction_id, replaced_by,
    created_at)
    SELECT organization_id, transaction_id, replaced_by, created_at FROM payment_reversals
    WHERE replaced_by IS NOT NULL`.execute(db);
  await refuseUpdates(db, sqlite, 'payment_replacements');

  await db.schema
    .createTable('invoice_sent_messages')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('invoice_id', 'varchar(36)', (col) =>
      col.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('invoice_sent_messages_pk', ['invoice_id', 'version'])
    .execute();
  await refuseUpdates(db, sqlite, 'invoice_sent_messages');
}

async function refuseUpdates(db: Kysely<unknown>, sqlite: boolean, table: string) {
  const trigger = sql.raw(`${table}_no_update`);
  const name = sql.raw(table);
  if (sqlite) {
    await sql`CREATE TRIGGER ${trigger} BEFORE UPDATE ON ${name}
      BEGIN SELECT RAISE(ABORT, ${sql.raw(`'${table}: UPDATE refused'`)}); END`.execute(db);
    return;
  }
  await sql`CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION ${sql.raw(`'${table}: % refused'`)}, TG_OP USING ERRCODE = 'restrict_violation';
    END $$`.execute(db);
  await sql`CREATE TRIGGER ${trigger} BEFORE UPDATE ON ${name}
    FOR EACH ROW EXECUTE FUNCTION ${trigger}()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_sent_messages').execute();
  await db.schema.dropTable('payment_replacements').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`DROP FUNCTION invoice_sent_messages_no_update()`.execute(db);
    await sql`DROP FUNCTION payment_replacements_no_update()`.execute(db);
  }
}
