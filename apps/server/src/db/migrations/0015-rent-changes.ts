import type { Kysely } from 'kysely';

/**
 * A tenant's rent from a date: each row sets the rent from its `effective_from` (a Nairobi
 * calendar date) until the next row. An amount, or NULL for "the room type's rent": a move
 * records NULL with the room type moved into, so the tenant pays what that room type costs
 * and follows it when the landlord changes it. No row at all means the room type's rent, as
 * before this release: existing tenants need nothing here.
 *
 * One change per tenant and date, by the key: two changes sent at once for the same date
 * cannot both be stored. Independent of 0014, so the two may run in either order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_rent_changes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('effective_from', 'varchar(10)', (col) => col.notNull())
    .addColumn('monthly_rent_cents', 'bigint')
    // With a NULL amount: whose rent (the room type moved into). A room type removed later
    // leaves NULL here, and the tenant's own room type's rent applies.
    .addColumn('room_type_id', 'varchar(36)', (col) =>
      col.references('room_types.id').onDelete('set null'),
    )
    .addColumn('reason', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_by_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The rent in force on a date: the tenant's latest row on or before it, one index probe.
  await db.schema
    .createIndex('tenant_rent_changes_tenant_idx')
    .on('tenant_rent_changes')
    .columns(['organization_id', 'tenant_id', 'effective_from'])
    .execute();
  await db.schema
    .createIndex('tenant_rent_changes_tenant_date_key')
    .on('tenant_rent_changes')
    .columns(['tenant_id', 'effective_from'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_rent_changes').execute();
}
