import { sql, type Kysely } from 'kysely';

/**
 * Only verified money enters the books (issue 27).
 *
 * - `mpesa_settings`: the callback secret can be rotated. The one it replaced keeps working
 *   (`previous_callback_secret`) until the first confirmation arrives on the new one or the
 *   owner revokes it. The Daraja initiator (Transaction Status) and whether Pull Transactions
 *   is registered are kept beside the app's keys.
 * - `mpesa_callbacks`: where each callback came from and whether that address is M-PESA's, and
 *   how many times applying it failed (parked after three, with its last error). Existing
 *   rows were accepted before addresses were checked: they count as from M-PESA.
 * - `quarantined_payments`: a payment that failed a check (address, bounds, time, shortcode,
 *   an STK result that does not match its push). Stored for the owner to accept or reject;
 *   it never touches the ledger by itself, and it claims no receipt number, so a forged
 *   TransID cannot block the real payment.
 * - `payment_verifications`: a receipt M-PESA's own records confirmed (Transaction Status,
 *   Pull Transactions, the STK query, a statement import). Insert-only: a payment is never
 *   updated to say so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const settingsColumns = [
    ['previous_callback_secret', 'varchar(64)'],
    ['callback_secret_rotated_at', 'varchar(32)'],
    ['initiator_name', 'varchar(64)'],
    ['security_credential_encrypted', 'text'],
    ['pull_registered_at', 'varchar(32)'],
  ] as const;
  for (const [name, type] of settingsColumns) {
    await db.schema.alterTable('mpesa_settings').addColumn(name, type).execute();
  }
  await db.schema
    .createIndex('mpesa_settings_previous_secret_key')
    .on('mpesa_settings')
    .column('previous_callback_secret')
    .unique()
    .where(sql.ref('previous_callback_secret'), 'is not', null)
    .execute();

  await db.schema.alterTable('mpesa_callbacks').addColumn('source_ip', 'varchar(64)').execute();
  await db.schema
    .alterTable('mpesa_callbacks')
    .addColumn('source_trusted', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('mpesa_callbacks')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mpesa_callbacks').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('mpesa_callbacks').addColumn('parked_at', 'varchar(32)').execute();
  // The parked ones, for the operator and the owner: few, however long the log grows.
  await db.schema
    .createIndex('mpesa_callbacks_parked_idx')
    .on('mpesa_callbacks')
    .columns(['organization_id', 'parked_at'])
    .where(sql.ref('parked_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('quarantined_payments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('callback_id', 'varchar(36)')
    .addColumn('stk_request_id', 'varchar(36)')
    .addColumn('trans_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('bill_ref', 'varchar(64)', (col) => col.notNull())
    .addColumn('payer_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(32)', (col) => col.notNull())
    // JSON: the reasons' codes, and what they were about (address, shortcode, amounts).
    .addColumn('reasons', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('decided_by_user_id', 'varchar(36)')
    .addColumn('decided_by_name', 'varchar(120)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('transaction_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('quarantined_payments_org_status_idx')
    .on('quarantined_payments')
    .columns(['organization_id', 'status', 'created_at'])
    .execute();
  // One quarantine per callback and per push: a repeated callback is not a second entry.
  await db.schema
    .createIndex('quarantined_payments_callback_key')
    .on('quarantined_payments')
    .column('callback_id')
    .unique()
    .where(sql.ref('callback_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('quarantined_payments_stk_key')
    .on('quarantined_payments')
    .column('stk_request_id')
    .unique()
    .where(sql.ref('stk_request_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('payment_verifications')
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('receipt', 'varchar(64)', (col) => col.notNull())
    // 'transaction_status', 'pull', 'stk_query' or 'statement'.
    .addColumn('method', 'varchar(24)', (col) => col.notNull())
    .addColumn('verified_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_verifications_pkey', ['organization_id', 'receipt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_verifications').execute();
  await db.schema.dropTable('quarantined_payments').execute();
  await db.schema.dropIndex('mpesa_callbacks_parked_idx').execute();
  for (const name of ['parked_at', 'last_error', 'attempts', 'source_trusted', 'source_ip']) {
    await db.schema.alterTable('mpesa_callbacks').dropColumn(name).execute();
  }
  await db.schema.dropIndex('mpesa_settings_previous_secret_key').execute();
  for (const name of [
    'pull_registered_at',
    'security_credential_encrypted',
    'initiator_name',
    'callback_secret_rotated_at',
    'previous_callback_secret',
  ]) {
    await db.schema.alterTable('mpesa_settings').dropColumn(name).execute();
  }
}
