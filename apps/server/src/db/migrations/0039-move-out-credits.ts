import { sql, type Kysely } from 'kysely';

/**
 * Billing defects of issue 29: a back-dated move-out and deposits kept at move-out.
 *
 * - credit_notes.effective_on: the Nairobi day a credit note counts from when it is not the
 *   day it was given (a credit for rent billed after the move-out date counts from its
 *   invoice's day, or the first open month). Null: the day it was given, as before.
 * - credit_notes.deduction_reason: why a deposit deduction was kept (the move-out form's
 *   reason: unpaid rent, water, damage, cleaning, other), so reports and KRA figures need
 *   not read the reason's words (which erasure scrubs). Existing deductions get it from the
 *   label their reason starts with (end-tenancy.ts wrote "Damage: broken window").
 * - credit_notes_move_out_key: one move-out credit per invoice, whatever runs it twice.
 */
const labels: [string, string][] = [
  ['Unpaid rent', 'unpaid rent'],
  ['Water', 'water'],
  ['Damage', 'damage'],
  ['Cleaning', 'cleaning'],
  ['Other', 'other'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_notes').addColumn('effective_on', 'varchar(10)').execute();
  await db.schema.alterTable('credit_notes').addColumn('deduction_reason', 'varchar(20)').execute();
  for (const [label, reason] of labels) {
    await sql`update credit_notes set deduction_reason = ${reason}
      where kind = 'deposit_deduction' and deduction_reason is null
        and (reason = ${label} or reason like ${`${label}: %`})`.execute(db);
  }
  await db.schema
    .createIndex('credit_notes_move_out_key')
    .on('credit_notes')
    .column('invoice_id')
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('move_out_credit'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credit_notes_move_out_key').execute();
  await db.schema.alterTable('credit_notes').dropColumn('deduction_reason').execute();
  await db.schema.alterTable('credit_notes').dropColumn('effective_on').execute();
}
