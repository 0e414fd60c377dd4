import type { Kysely } from 'kysely';

/**
 * M-PESA C2B reconciliation (issue 5): how the organization collects (its own paybill with a
 * Daraja app, or a bank paybill with an account number), its Daraja credentials (encrypted),
 * the per-organization secret in the callback path, every callback as received (stored before
 * anything else is done with it), and the payments no tenant could be matched to.
 *
 * "Recorded once" lives in unique keys: a matched payment is a transaction, unique on
 * (organization_id, external_reference = TransID); an unmatched one is an unallocated payment,
 * unique on (organization_id, trans_id), kept after it is assigned so a late repeat of the
 * same TransID is still recognised.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mpesa_settings')
    .addColumn('collection_mode', 'varchar(16)', (col) => col.notNull().defaultTo('own_paybill'))
    .execute();
  await db.schema
    .alterTable('mpesa_settings')
    .addColumn('environment', 'varchar(16)', (col) => col.notNull().defaultTo('sandbox'))
    .execute();
  for (const column of [
    'consumer_key_encrypted',
    'consumer_secret_encrypted',
    'passkey_encrypted',
  ]) {
    await db.schema.alterTable('mpesa_settings').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('mpesa_settings')
    .addColumn('callback_secret', 'varchar(64)')
    .execute();
  await db.schema
    .alterTable('mpesa_settings')
    .addColumn('validation_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mpesa_settings').addColumn('registered_at', 'varchar(32)').execute();
  await db.schema.alterTable('mpesa_settings').addColumn('register_result', 'text').execute();
  await db.schema
    .createIndex('mpesa_settings_callback_secret_unique')
    .on('mpesa_settings')
    .column('callback_secret')
    .unique()
    .execute();

  // A BillRefNumber is matched to house numbers across the organization's rentals.
  await db.schema
    .createIndex('tenants_organization_house_key_idx')
    .on('tenants')
    .columns(['organization_id', 'house_number_key'])
    .execute();

  await db.schema
    .createTable('mpesa_callbacks')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // Null when the path's secret matched no organization (not stored then) or not yet known.
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.references('organizations.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('raw_body', 'text', (col) => col.notNull())
    .addColumn('trans_id', 'varchar(64)')
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('processed_at', 'varchar(32)')
    // matched | duplicate | unallocated | ignored-shortcode | invalid | accepted | rejected
    .addColumn('outcome', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('mpesa_callbacks_organization_idx')
    .on('mpesa_callbacks')
    .columns(['organization_id', 'received_at'])
    .execute();

  await db.schema
    .createTable('unallocated_payments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('trans_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('bill_ref', 'varchar(64)', (col) => col.notNull())
    .addColumn('payer_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(32)', (col) => col.notNull())
    // 'c2b' (a confirmation) or 'statement' (an imported statement row).
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('assigned_transaction_id', 'varchar(36)', (col) =>
      col.references('transactions.id').onDelete('set null'),
    )
    .addColumn('assigned_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('unallocated_payments_trans_id_unique', ['organization_id', 'trans_id'])
    .execute();
  await db.schema
    .createIndex('unallocated_payments_open_idx')
    .on('unallocated_payments')
    .columns(['organization_id', 'assigned_at', 'paid_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unallocated_payments').execute();
  await db.schema.dropTable('mpesa_callbacks').execute();
  await db.schema.dropIndex('tenants_organization_house_key_idx').execute();
  await db.schema.dropIndex('mpesa_settings_callback_secret_unique').execute();
  for (const column of [
    'register_result',
    'registered_at',
    'validation_enabled',
    'callback_secret',
    'passkey_encrypted',
    'consumer_secret_encrypted',
    'consumer_key_encrypted',
    'environment',
    'collection_mode',
  ]) {
    await db.schema.alterTable('mpesa_settings').dropColumn(column).execute();
  }
}
