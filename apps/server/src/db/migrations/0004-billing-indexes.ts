import type { Kysely } from 'kysely';

/**
 * Indexes for the money screens at scale (100,000 payments in one organization): each list
 * filter, the dashboard's sums and the statement read one index range in the order they
 * need, and the sums read the index alone (amount_cents is in it). Checked with EXPLAIN on
 * SQLite (without ANALYZE statistics, as the product runs) and on PostgreSQL.
 *
 * A payment's paid_on is the Nairobi day of its paid_at, so ordering by (paid_on, paid_at,
 * id) is ordering by (paid_at, id). The typed indexes carry paid_on first: a filtered list
 * then bounds its range on paid_on, which only they have, and SQLite (without statistics)
 * cannot mistake the (organization_id, paid_at, id) index for the better one.
 *
 * - transactions (organization_id, transaction_type, paid_on, paid_at, id, amount_cents):
 *   the type filter and the dashboard's newest payments without a sort, and revenue per
 *   month from the index alone. It replaces (organization_id, paid_on, amount_cents), which
 *   had to read every row for its type.
 * - transactions (organization_id, tenant_id, paid_on, paid_at, id, transaction_type,
 *   amount_cents): one tenant's transactions newest first (list filter, statement), and every
 *   tenant's total paid in one ordered pass from the index alone (total debts). The type comes
 *   after the order on purpose: a tenant's query never constrains it, so it cannot tie with
 *   the typed index when PostgreSQL has no statistics yet.
 * - invoices (organization_id, tenant_id, invoice_type, amount_cents): every tenant's total
 *   invoiced in one ordered pass; invoices (organization_id, billing_date, invoice_type,
 *   amount_cents): invoiced per month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_organization_day_idx').execute();
  await db.schema
    .createIndex('transactions_organization_type_idx')
    .on('transactions')
    .columns(['organization_id', 'transaction_type', 'paid_on', 'paid_at', 'id', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('transactions_organization_tenant_idx')
    .on('transactions')
    .columns([
      'organization_id',
      'tenant_id',
      'paid_on',
      'paid_at',
      'id',
      'transaction_type',
      'amount_cents',
    ])
    .execute();
  await db.schema
    .createIndex('invoices_organization_tenant_idx')
    .on('invoices')
    .columns(['organization_id', 'tenant_id', 'invoice_type', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('invoices_organization_billing_idx')
    .on('invoices')
    .columns(['organization_id', 'billing_date', 'invoice_type', 'amount_cents'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_organization_billing_idx').execute();
  await db.schema.dropIndex('invoices_organization_tenant_idx').execute();
  await db.schema.dropIndex('transactions_organization_tenant_idx').execute();
  await db.schema.dropIndex('transactions_organization_type_idx').execute();
  await db.schema
    .createIndex('transactions_organization_day_idx')
    .on('transactions')
    .columns(['organization_id', 'paid_on', 'amount_cents'])
    .execute();
}
