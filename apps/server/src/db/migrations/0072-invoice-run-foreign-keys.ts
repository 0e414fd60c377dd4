import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { rebuildSqliteTable, withoutReference } from './sqlite-rebuild.js';

/**
 * Three foreign keys that guarded nothing go, for the invoice run (issue 33; decision 0087):
 * each cost the database a query and a lock for every invoice and SMS written (together about a
 * fifth of PostgreSQL's invoice run), and no row they checked can be missing.
 *
 * - `invoices.organization_id` and `sms_messages.organization_id`: no organization is ever
 *   deleted (the product has no such path, and the journal has no key to cascade through, so
 *   deleting one by hand would orphan its books whatever these keys did). The cascade they
 *   carried never ran.
 * - `sms_messages.invoice_id`: an invoice is never deleted (it is money: a mistake is a credit
 *   note), and its SMS is written in the invoice's own transaction, by the same code.
 *
 * The keys that guard something stay: an invoice's tenant (deleting a tenant without books
 * races the run; the key share decides it), its schedule (deleting one sets its invoices'
 * schedule to null), an SMS's tenant (set to null when a tenant without books is deleted) and
 * its payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildSqliteTable(db, 'invoices', (create) =>
      withoutReference(create, 'organization_id'),
    );
    await rebuildSqliteTable(db, 'sms_messages', (create) =>
      withoutReference(withoutReference(create, 'organization_id'), 'invoice_id'),
    );
    return;
  }
  await sql`alter table invoices drop constraint invoices_organization_id_fkey`.execute(db);
  await sql`alter table sms_messages
    drop constraint sms_messages_organization_id_fkey,
    drop constraint sms_messages_invoice_id_fkey`.execute(db);
}

/** PostgreSQL gets the keys back; SQLite keeps its tables as they are (a rebuild each way). */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`alter table invoices add constraint invoices_organization_id_fkey
    foreign key (organization_id) references organizations (id) on delete cascade`.execute(db);
  await sql`alter table sms_messages
    add constraint sms_messages_organization_id_fkey
      foreign key (organization_id) references organizations (id) on delete cascade,
    add constraint sms_messages_invoice_id_fkey
      foreign key (invoice_id) references invoices (id) on delete set null`.execute(db);
}
