import { sql, type Kysely } from 'kysely';
import { backfillPaymentIncome, type Schema0019 } from './frozen/0019-payment-income-backfill.js';

/**
 * Reports and KRA's Monthly Rental Income tax need what each payment paid for: rent, water,
 * service charge or other income, and the rental it was received for.
 * - transactions gain those parts (decided when a payment is posted, ledger/income-allocation.ts)
 *   and the payer's rental. Existing payments are carried forward by replaying each tenant's
 *   ledger in the order it was written, so every payment gets the split it would have had.
 * - rentals gain their use (residential, the default, or commercial: commercial rent is not
 *   under MRI) and an optional LR or plot number.
 * - mri_filings records the PRN and the date paid of a month's return, once per organization,
 *   landlord ('' for the organization's own rentals) and month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['rent_cents', 'water_cents', 'service_charge_cents', 'other_cents']) {
    await db.schema
      .alterTable('transactions')
      .addColumn(column, 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable('transactions').addColumn('rental_id', 'varchar(36)').execute();
  // The reports' and the tax return's sums over a range of days read this index alone.
  await db.schema
    .createIndex('transactions_organization_income_idx')
    .on('transactions')
    .columns([
      'organization_id',
      'transaction_type',
      'paid_on',
      'rental_id',
      'amount_cents',
      'deposit_cents',
      'rent_cents',
      'water_cents',
      'service_charge_cents',
      'other_cents',
    ])
    .execute();
  await db.schema
    .alterTable('rentals')
    .addColumn('rental_use', 'varchar(16)', (col) => col.notNull().defaultTo('residential'))
    .execute();
  await db.schema.alterTable('rentals').addColumn('lr_number', 'varchar(64)').execute();
  await db.schema
    .createTable('mri_filings')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('landlord_key', 'varchar(36)', (col) => col.notNull())
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('prn', 'varchar(32)', (col) => col.notNull())
    .addColumn('paid_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('recorded_by', 'varchar(36)')
    .addColumn('recorded_by_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('mri_filings_pk', ['organization_id', 'landlord_key', 'month'])
    .execute();

  await sql`UPDATE transactions SET rental_id = (
      SELECT t.rental_id FROM tenants t WHERE t.id = transactions.tenant_id
    ) WHERE tenant_id IS NOT NULL`.execute(db);
  await backfillPaymentIncome(db as Kysely<Schema0019>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mri_filings').execute();
  await db.schema.alterTable('rentals').dropColumn('lr_number').execute();
  await db.schema.alterTable('rentals').dropColumn('rental_use').execute();
  await db.schema.dropIndex('transactions_organization_income_idx').execute();
  for (const column of [
    'rental_id',
    'other_cents',
    'service_charge_cents',
    'water_cents',
    'rent_cents',
  ]) {
    await db.schema.alterTable('transactions').dropColumn(column).execute();
  }
}
