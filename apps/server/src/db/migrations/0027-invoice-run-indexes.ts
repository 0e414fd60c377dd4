import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the invoice run at 100,000 tenants (issue 15).
 *
 * - `tenants_rental_house_idx`: the run reads one rental's tenants in house order (and their
 *   balances); without it PostgreSQL walked all of the organization's tenants for each rental,
 *   ten times 100,000 rows for an agent with ten such rentals.
 * - `invoices_late_fee_for_key` and `sms_messages_provider_id_idx` become partial: they only
 *   ever look up set values, and every invoice (SMS) is written with the column empty, so each
 *   of the run's rows no longer adds an entry to them. The late fee's key stays unique, under
 *   the same name, so a second fee for one invoice is still refused by the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tenants_rental_house_idx')
    .on('tenants')
    .columns(['rental_id', 'house_number_key', 'id'])
    .execute();
  await db.schema.dropIndex('invoices_late_fee_for_key').execute();
  await db.schema
    .createIndex('invoices_late_fee_for_key')
    .on('invoices')
    .column('late_fee_for')
    .unique()
    .where(sql.ref('late_fee_for'), 'is not', null)
    .execute();
  await db.schema.dropIndex('sms_messages_provider_id_idx').execute();
  await db.schema
    .createIndex('sms_messages_provider_id_idx')
    .on('sms_messages')
    .column('provider_message_id')
    .where(sql.ref('provider_message_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sms_messages_provider_id_idx').execute();
  await db.schema
    .createIndex('sms_messages_provider_id_idx')
    .on('sms_messages')
    .column('provider_message_id')
    .execute();
  await db.schema.dropIndex('invoices_late_fee_for_key').execute();
  await db.schema
    .createIndex('invoices_late_fee_for_key')
    .on('invoices')
    .column('late_fee_for')
    .unique()
    .execute();
  await db.schema.dropIndex('tenants_rental_house_idx').execute();
}
