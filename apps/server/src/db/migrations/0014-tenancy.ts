import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { rebuildSqliteTable, withoutConstraint } from './sqlite-rebuild.js';

/**
 * Tenancies from move-in to move-out (docs/architecture.md §8: tenancies end, they are not
 * deleted), deposits held apart from rent, and credit notes not tied to one invoice.
 *
 * - tenants: status (current/former), move-in and move-out dates. House and meter numbers
 *   are unique among current tenants only, so a house is let again after its tenant leaves.
 *   Existing tenants are current and moved in on the day they were added.
 * - transactions.deposit_cents: the part of a payment held as deposit (0 for every payment
 *   made so far: there were no deposits). The money indexes carry it, so balances and
 *   revenue still read them alone.
 * - credit_notes: a kind (waiver, correction, deposit_deduction) and an invoice only when it
 *   is tied to one; one waiver per invoice stays a unique key. Existing ones are waivers.
 * - deposit_refunds: deposit paid back to a tenant at move-out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);

  await db.schema
    .alterTable('tenants')
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('current'))
    .execute();
  await db.schema.alterTable('tenants').addColumn('move_in_date', 'varchar(10)').execute();
  await db.schema.alterTable('tenants').addColumn('move_out_date', 'varchar(10)').execute();
  // The Nairobi day each existing tenant was added (UTC+3, no daylight saving).
  await sql`update tenants set move_in_date = substr(${sql.raw(
    sqlite
      ? `datetime(created_at, '+3 hours')`
      : `to_char((created_at::timestamptz at time zone 'Africa/Nairobi'), 'YYYY-MM-DD')`,
  )}, 1, 10)`.execute(db);

  if (sqlite) {
    await rebuildSqliteTable(db, 'tenants', (create) =>
      withoutConstraint(
        withoutConstraint(create, 'tenants_house_number_unique'),
        'tenants_meter_number_unique',
      ),
    );
    await rebuildSqliteTable(db, 'credit_notes', (create) =>
      create.replace('"invoice_id" varchar(36) not null', '"invoice_id" varchar(36)'),
    );
  } else {
    await sql`alter table tenants drop constraint tenants_house_number_unique`.execute(db);
    await sql`alter table tenants drop constraint tenants_meter_number_unique`.execute(db);
    await sql`alter table credit_notes alter column invoice_id drop not null`.execute(db);
  }
  await db.schema
    .createIndex('tenants_current_house_key')
    .on('tenants')
    .columns(['rental_id', 'house_number_key'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('current'))
    .execute();
  await db.schema
    .createIndex('tenants_current_meter_key')
    .on('tenants')
    .columns(['organization_id', 'meter_number_key'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('current'))
    .execute();

  await db.schema
    .alterTable('credit_notes')
    .addColumn('kind', 'varchar(20)', (col) => col.notNull().defaultTo('waiver'))
    .execute();
  await db.schema.dropIndex('credit_notes_invoice_key').execute();
  await db.schema
    .createIndex('credit_notes_waiver_key')
    .on('credit_notes')
    .column('invoice_id')
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('waiver'))
    .execute();
  await db.schema
    .createIndex('credit_notes_invoice_idx')
    .on('credit_notes')
    .columns(['invoice_id', 'amount_cents'])
    .execute();

  await db.schema
    .alterTable('transactions')
    .addColumn('deposit_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await replaceIndex(db, 'transactions_organization_type_idx', [
    'organization_id',
    'transaction_type',
    'paid_on',
    'paid_at',
    'id',
    'amount_cents',
    'deposit_cents',
  ]);
  await replaceIndex(db, 'transactions_organization_tenant_idx', [
    'organization_id',
    'tenant_id',
    'paid_on',
    'paid_at',
    'id',
    'transaction_type',
    'amount_cents',
    'deposit_cents',
  ]);

  await db.schema
    .createTable('deposit_refunds')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('payment_mode', 'varchar(16)', (col) => col.notNull())
    .addColumn('reference', 'varchar(60)', (col) => col.notNull())
    .addColumn('refunded_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_by_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_refunds_tenant_idx')
    .on('deposit_refunds')
    .columns(['organization_id', 'tenant_id', 'amount_cents'])
    .execute();
}

function isSqlite(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

async function replaceIndex(db: Kysely<unknown>, name: string, columns: string[]) {
  await db.schema.dropIndex(name).execute();
  await db.schema.createIndex(name).on('transactions').columns(columns).execute();
}

export async function down(): Promise<void> {
  // Moving back would lose former tenants' history and deposits: not supported.
  throw new Error('0014-tenancy cannot be undone');
}
