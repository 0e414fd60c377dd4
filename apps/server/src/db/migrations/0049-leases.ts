import type { Kysely } from 'kysely';

/**
 * Leases (issue 32): a tenancy's term, notice period and yearly escalation; the notices to
 * vacate given by either side; and the lease's dated happenings (an escalation applied, a
 * reminder that it expires, its lapse into month-to-month), each once per tenancy and date:
 * the key decides it, so two servers' timers never escalate a rent or remind twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leases')
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    // Null: open-ended (month-to-month from the start).
    .addColumn('end_date', 'varchar(10)')
    .addColumn('notice_days', 'integer', (col) => col.notNull())
    // 'percent' (value in hundredths of a percent) or 'amount' (value in cents); null: none.
    .addColumn('escalation_type', 'varchar(10)')
    .addColumn('escalation_value', 'integer')
    // How many days before an anniversary the tenant is told of the new rent.
    .addColumn('escalation_tell_days', 'integer', (col) => col.notNull().defaultTo(30))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by_name', 'varchar(120)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('leases_organization_idx')
    .on('leases')
    .columns(['organization_id', 'end_date'])
    .execute();

  await db.schema
    .createTable('lease_events')
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    // 'escalation' | 'expiry60' | 'expiry30' | 'lapsed'
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    // The anniversary escalated, or the end date reminded of / lapsed.
    .addColumn('on_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // JSON: what it did (the rent before and after, the SMS queued).
    .addColumn('details', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('lease_events_pk', ['tenant_id', 'kind', 'on_date'])
    .execute();
  await db.schema
    .createIndex('lease_events_organization_idx')
    .on('lease_events')
    .columns(['organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('vacate_notices')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    // 'tenant' | 'landlord'
    .addColumn('given_by', 'varchar(10)', (col) => col.notNull())
    .addColumn('given_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('moveout_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_by_name', 'varchar(120)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vacate_notices_tenant_idx')
    .on('vacate_notices')
    .columns(['organization_id', 'tenant_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vacate_notices').execute();
  await db.schema.dropTable('lease_events').execute();
  await db.schema.dropTable('leases').execute();
}
