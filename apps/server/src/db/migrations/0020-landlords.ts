import { type Kysely } from 'kysely';

/**
 * Agents manage rentals for landlords who own them. Each landlord has contact details, a KRA
 * PIN, payout details and a commission; a rental may belong to one of them (null: the
 * organization's own, as every rental of a Landlord account is). Remittances record what the
 * agent paid a landlord against a month's owner statement. Existing rentals stay the
 * organization's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('landlords')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('phonenumber', 'varchar(16)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('kra_pin', 'varchar(16)')
    /** JSON: {method: 'mpesa', phonenumber} or {method: 'bank', bankname, accountname, accountnumber}. */
    .addColumn('payout', 'text', (col) => col.notNull())
    .addColumn('commission_type', 'varchar(16)', (col) => col.notNull())
    /** Percent in hundredths (10% = 1000), or KES cents a month for a fixed commission. */
    .addColumn('commission', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('landlords_organization_idx')
    .on('landlords')
    .columns(['organization_id', 'name'])
    .execute();
  await db.schema
    .alterTable('rentals')
    .addColumn('landlord_id', 'varchar(36)', (col) => col.references('landlords.id'))
    .execute();
  await db.schema
    .createTable('landlord_remittances')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('landlord_id', 'varchar(36)', (col) => col.notNull().references('landlords.id'))
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('paid_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('payment_mode', 'varchar(16)', (col) => col.notNull())
    .addColumn('reference', 'varchar(50)', (col) => col.notNull())
    .addColumn('recorded_by', 'varchar(36)')
    .addColumn('recorded_by_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('landlord_remittances_landlord_idx')
    .on('landlord_remittances')
    .columns(['organization_id', 'landlord_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('landlord_remittances').execute();
  await db.schema.alterTable('rentals').dropColumn('landlord_id').execute();
  await db.schema.dropTable('landlords').execute();
}
