import type { Kysely } from 'kysely';

/**
 * KRA eTIMS items (issue 34, decision 0073): KRA's OSCU wants the items a sale names
 * registered in the taxpayer's item master (`saveItem`) first. One row per organization,
 * device and item code says which tax type KRA has for it: `registering` while one sender
 * holds the claim (`claimed_by`, until `claimed_until`), `registered` once KRA said yes. The
 * device is the environment, PIN, branch and serial run together: another device, or the
 * sandbox device moved to production, registers its items again. No personal data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('etims_items')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    // `<environment>/<pin>/<branch>/<serial>`
    .addColumn('device', 'varchar(130)', (col) => col.notNull())
    .addColumn('item_code', 'varchar(20)', (col) => col.notNull())
    // What KRA's item master has (or is being given): A, B, C, D or E.
    .addColumn('tax_type', 'varchar(5)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('claimed_by', 'varchar(36)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('registered_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('etims_items_pkey', ['organization_id', 'device', 'item_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('etims_items').execute();
}
