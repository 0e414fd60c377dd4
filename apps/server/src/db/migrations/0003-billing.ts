import type { Kysely } from 'kysely';

/**
 * Billing: scheduled invoices, the invoices they produce, payments (transactions), the SMS
 * outbox and each organization's SMS and M-PESA settings.
 *
 * Idempotency lives here, in unique keys (docs/architecture.md §4): one invoice per (schedule,
 * billing date, tenant), one SMS per invoice and per payment receipt, invoice numbers unique
 * per organization. A restarted run or a second server process can only collide, never double.
 *
 * A tenant's balance is derived: opening balances + invoices (except Pending Bill reminders)
 * - tenant payments. Which invoices a payment settles is derived too (oldest first), so
 * deleting a payment can never leave an allocation behind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('organizations')
    .addColumn('last_invoice_number', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('invoice_schedules')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('rental_id', 'varchar(36)', (col) =>
      col.notNull().references('rentals.id').onDelete('cascade'),
    )
    .addColumn('invoice_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('billing_frequency', 'varchar(16)', (col) => col.notNull())
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('next_billing_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('service_charge_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('last_run_note', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_schedules_organization_idx')
    .on('invoice_schedules')
    .columns(['organization_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('invoice_schedules_due_idx')
    .on('invoice_schedules')
    .column('next_billing_date')
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('schedule_id', 'varchar(36)', (col) =>
      col.references('invoice_schedules.id').onDelete('set null'),
    )
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('invoice_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('billing_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('invoice_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('invoices_number_unique', ['organization_id', 'number'])
    .addUniqueConstraint('invoices_period_unique', ['schedule_id', 'billing_date', 'tenant_id'])
    .execute();
  await db.schema
    .createIndex('invoices_tenant_idx')
    .on('invoices')
    .columns(['tenant_id', 'number'])
    .execute();
  await db.schema
    .createIndex('invoices_organization_idx')
    .on('invoices')
    .columns(['organization_id', 'invoice_date'])
    .execute();

  await db.schema
    .alterTable('water_readings')
    .addColumn('invoice_id', 'varchar(36)', (col) =>
      col.references('invoices.id').onDelete('set null'),
    )
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('transaction_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.references('tenants.id').onDelete('set null'),
    )
    // Kept so a payment still names its payer after the tenant is removed.
    .addColumn('tenant_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('recorded_by', 'varchar(36)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('recorded_by_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('payment_mode', 'varchar(16)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('paid_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('external_reference', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('transactions_external_reference_unique', [
      'organization_id',
      'external_reference',
    ])
    .execute();
  await db.schema
    .createIndex('transactions_organization_paid_idx')
    .on('transactions')
    .columns(['organization_id', 'paid_at', 'id'])
    .execute();
  await db.schema
    .createIndex('transactions_organization_day_idx')
    .on('transactions')
    .columns(['organization_id', 'paid_on', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('transactions_tenant_idx')
    .on('transactions')
    .columns(['tenant_id', 'paid_at'])
    .execute();

  await db.schema
    .createTable('sms_messages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.references('tenants.id').onDelete('set null'),
    )
    .addColumn('recipient_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('phone', 'varchar(16)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('parts', 'integer', (col) => col.notNull())
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('invoice_id', 'varchar(36)', (col) =>
      col.references('invoices.id').onDelete('set null'),
    )
    .addColumn('transaction_id', 'varchar(36)', (col) =>
      col.references('transactions.id').onDelete('set null'),
    )
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('provider', 'varchar(16)')
    .addColumn('provider_message_id', 'varchar(64)')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('claimed_by', 'varchar(36)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('cost', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('sms_messages_invoice_unique', ['invoice_id'])
    .addUniqueConstraint('sms_messages_transaction_unique', ['transaction_id'])
    .execute();
  await db.schema
    .createIndex('sms_messages_organization_idx')
    .on('sms_messages')
    .columns(['organization_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sms_messages_due_idx')
    .on('sms_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('sms_messages_provider_id_idx')
    .on('sms_messages')
    .column('provider_message_id')
    .execute();

  await db.schema
    .createTable('sms_delivery_reports')
    .addColumn('provider_message_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(32)', (col) => col.notNull())
    .addColumn('failure_reason', 'varchar(64)')
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('sms_delivery_reports_pk', ['provider_message_id', 'status'])
    .execute();

  await db.schema
    .createTable('sms_settings')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('username', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('api_key_encrypted', 'text')
    .addColumn('sender_id', 'varchar(11)', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('mpesa_settings')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('organization_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('paybill_number', 'varchar(10)', (col) => col.notNull())
    .addColumn('account_number', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mpesa_settings').execute();
  await db.schema.dropTable('sms_settings').execute();
  await db.schema.dropTable('sms_delivery_reports').execute();
  await db.schema.dropTable('sms_messages').execute();
  await db.schema.dropTable('transactions').execute();
  await db.schema.alterTable('water_readings').dropColumn('invoice_id').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_schedules').execute();
  await db.schema.alterTable('organizations').dropColumn('last_invoice_number').execute();
}
