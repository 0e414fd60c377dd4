import { sql, type Kysely } from 'kysely';

/**
 * The invoice run asks, for each tenant of a rental, whether their move-in day was charged
 * prorated rent (`invoices/move-in-rent.ts`: a rent invoice of no schedule dated the move-in
 * day). Right after an import, before PostgreSQL has statistics, it answered that through
 * (organization, billing date) and read every rent invoice of the organization dated that day:
 * tenants imported today and billed today made each rental's query read the rentals billed
 * before it, quadratic in the organization's size (20,000 tenants: 21 s in one query). This
 * index holds only the invoices of no schedule (a run's invoices are not in it, so the run
 * does not maintain it) keyed by tenant and date: the lookup is one probe per tenant whatever
 * the statistics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('invoices_unscheduled_rent_idx')
    .on('invoices')
    .columns(['tenant_id', 'billing_date'])
    .where(sql<boolean>`schedule_id is null and invoice_type = 'Rental Invoice Bill'`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_unscheduled_rent_idx').execute();
}
