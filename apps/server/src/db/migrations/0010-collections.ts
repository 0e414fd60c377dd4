import { sql, type Kysely } from 'kysely';
import { dueDateOf, defaultDueRule } from './frozen/0010-due-dates.js';

/**
 * Collections: due dates on every invoice and a due rule on every schedule, one-off charges
 * and late fees as invoices (a late fee at most once per invoice, by a unique key), credit
 * notes, reminder settings and the reminders sent (each step once, by a unique key), late-fee
 * rules per rental, the organization's display name and phone for bills, and the result of
 * every schedule run.
 *
 * Existing invoices gain a due date by the default rule (the 5th of the month on or after
 * the billing date); existing schedules get that rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('due_date', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('description', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
  // A one-off charge's kind: repair, penalty, key replacement or other.
  await db.schema.alterTable('invoices').addColumn('charge_type', 'varchar(20)').execute();
  // A late fee's overdue invoice: unique, so a fee is charged at most once per invoice.
  await db.schema.alterTable('invoices').addColumn('late_fee_for', 'varchar(36)').execute();
  await db.schema
    .createIndex('invoices_late_fee_for_key')
    .on('invoices')
    .column('late_fee_for')
    .unique()
    .execute();
  // Overdue invoices of an organization (reminders, late fees) by due date.
  await db.schema
    .createIndex('invoices_organization_due_idx')
    .on('invoices')
    .columns(['organization_id', 'due_date'])
    .execute();
  await backfillDueDates(db);

  await db.schema
    .alterTable('invoice_schedules')
    .addColumn('due_rule', 'varchar(16)', (col) => col.notNull().defaultTo(defaultDueRule.rule))
    .execute();
  await db.schema
    .alterTable('invoice_schedules')
    .addColumn('due_days', 'integer', (col) => col.notNull().defaultTo(defaultDueRule.days))
    .execute();

  await db.schema.alterTable('organizations').addColumn('display_name', 'varchar(120)').execute();
  await db.schema.alterTable('organizations').addColumn('phone', 'varchar(10)').execute();

  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('invoice_id', 'varchar(36)', (col) =>
      col.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('reason', 'varchar(300)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_by_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('credit_notes_tenant_idx')
    .on('credit_notes')
    .columns(['organization_id', 'tenant_id', 'amount_cents'])
    .execute();
  // One waiver per invoice: a second is refused by the key, not by a read.
  await db.schema
    .createIndex('credit_notes_invoice_key')
    .on('credit_notes')
    .column('invoice_id')
    .unique()
    .execute();

  await db.schema
    .createTable('reminder_settings')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    // Days after the due date, ascending, comma-separated: "1,7,14".
    .addColumn('days', 'varchar(60)', (col) => col.notNull())
    .addColumn('template', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('reminders')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'varchar(36)', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    // What makes it once only: "step:<invoice or opening>:<days>" or "now:<tenant>:<day>".
    .addColumn('reminder_key', 'varchar(120)', (col) => col.notNull())
    .addColumn('sms_id', 'varchar(36)')
    .addColumn('queued_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reminders_key')
    .on('reminders')
    .columns(['organization_id', 'reminder_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('late_fee_rules')
    .addColumn('rental_id', 'varchar(36)', (col) =>
      col.primaryKey().references('rentals.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fee_type', 'varchar(10)', (col) => col.notNull())
    // Cents for a fixed fee; hundredths of a percent for a percentage (5% = 500).
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('grace_days', 'integer', (col) => col.notNull())
    .addColumn('send_sms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('late_fee_rules_organization_idx')
    .on('late_fee_rules')
    .column('organization_id')
    .execute();

  await db.schema
    .createTable('schedule_runs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('schedule_id', 'varchar(36)', (col) =>
      col.notNull().references('invoice_schedules.id').onDelete('cascade'),
    )
    .addColumn('billing_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('ran_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('billed', 'integer', (col) => col.notNull())
    // JSON {reason: count}: tenants not billed (no water reading, plan limit...).
    .addColumn('skipped', 'text', (col) => col.notNull())
    // JSON {reason: count}: invoices whose SMS is held (paybill not set...).
    .addColumn('held', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('schedule_runs_schedule_idx')
    .on('schedule_runs')
    .columns(['organization_id', 'schedule_id', 'ran_at'])
    .execute();
}

/** Each billing date's invoices get the default rule's due date, one update per date. */
async function backfillDueDates(db: Kysely<unknown>) {
  const { rows } = await sql<{ billing_date: string }>`
    SELECT DISTINCT billing_date FROM invoices WHERE due_date = ''
  `.execute(db);
  for (const { billing_date } of rows) {
    const due = dueDateOf(defaultDueRule, billing_date);
    await sql`UPDATE invoices SET due_date = ${due} WHERE billing_date = ${billing_date}
      AND due_date = ''`.execute(db);
  }
}
