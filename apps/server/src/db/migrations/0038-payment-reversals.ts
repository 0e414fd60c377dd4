import type { Kysely } from 'kysely';

/**
 * Reversed payments (issue 29, section 3): a payment is never deleted; its reversal is a
 * record of its own, once per payment (the primary key decides, so two requests at once
 * cannot both reverse it), with why, who and the day its reversing entries count from. A
 * payment moved to another tenant names the payment that replaced it.
 *
 * `reason` is written by staff about the payment (not the tenant's personal data) and never
 * copied into journal entries. `receipt` keeps the M-PESA receipt number the payment carried
 * when it was freed for the real payment (typed by mistake) or moved to its replacement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_reversals')
    .addColumn('transaction_id', 'varchar(36)', (col) =>
      col.primaryKey().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('reason', 'varchar(500)', (col) => col.notNull())
    .addColumn('actor_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('actor_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('reversed_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('receipt', 'varchar(64)')
    .addColumn('replaced_by', 'varchar(36)', (col) =>
      col.references('transactions.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_reversals_org_idx')
    .on('payment_reversals')
    .columns(['organization_id', 'reversed_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_reversals').execute();
}
