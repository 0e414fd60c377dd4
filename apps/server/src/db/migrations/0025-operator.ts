import { sql, type Kysely } from 'kysely';

/**
 * The operator console (issue 14). An organization may have Enterprise terms agreed with
 * sales: a price (cents a month), its own limits (null: no limit) and the contract's last day;
 * they apply only while its plan is Enterprise. An operator may suspend an organization
 * (read-only for its users) with a reason. Enterprise contact requests gain an inbox status
 * (existing ones are new), the operator's notes and when they last changed (existing ones:
 * when they were sent). Every new column of organizations is empty for existing rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const organizationColumns = [
    ['custom_price_cents', 'integer'],
    ['custom_users_limit', 'integer'],
    ['custom_rentals_limit', 'integer'],
    ['custom_tenants_limit', 'integer'],
    ['custom_invoices_limit', 'integer'],
    ['contract_end', 'varchar(10)'],
    ['suspended_at', 'varchar(32)'],
    ['suspension_reason', 'varchar(500)'],
  ] as const;
  for (const [name, type] of organizationColumns) {
    await db.schema.alterTable('organizations').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('contact_requests')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  // NOT NULL needs a default on SQLite's ADD COLUMN; every row gets its real value at once.
  await db.schema
    .alterTable('contact_requests')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE contact_requests SET updated_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['updated_at', 'notes', 'status']) {
    await db.schema.alterTable('contact_requests').dropColumn(name).execute();
  }
  for (const name of [
    'suspension_reason',
    'suspended_at',
    'contract_end',
    'custom_invoices_limit',
    'custom_tenants_limit',
    'custom_rentals_limit',
    'custom_users_limit',
    'custom_price_cents',
  ]) {
    await db.schema.alterTable('organizations').dropColumn(name).execute();
  }
}
