import type { Kysely } from 'kysely';

/**
 * Subscriptions: the organization's chosen plan stays in organizations.plan_id (the spec's
 * "subscription setting" is that choice; its settingid is the organization id) and gains
 * paid_until, the end of the paid period. Enterprise contact requests are stored. STK push
 * requests (subscription payments and tenants' balances) are tracked one row per
 * CheckoutRequestID, so a callback delivered twice is applied once; every callback body is
 * kept raw before it is processed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('paid_until', 'varchar(32)').execute();

  await db.schema
    .createTable('contact_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_requests_organization_idx')
    .on('contact_requests')
    .columns(['organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('stk_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.references('tenants.id').onDelete('set null'),
    )
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('plan_id', 'varchar(16)')
    .addColumn('shortcode', 'varchar(16)', (col) => col.notNull())
    .addColumn('checkout_request_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('merchant_request_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('phone', 'varchar(16)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('result_code', 'varchar(32)')
    .addColumn('result_desc', 'text')
    .addColumn('receipt', 'varchar(32)')
    .addColumn('transaction_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('stk_requests_status_idx')
    .on('stk_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('stk_requests_organization_idx')
    .on('stk_requests')
    .columns(['organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('stk_callbacks')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('checkout_request_id', 'varchar(64)')
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stk_callbacks').execute();
  await db.schema.dropTable('stk_requests').execute();
  await db.schema.dropTable('contact_requests').execute();
  await db.schema.alterTable('organizations').dropColumn('paid_until').execute();
}
