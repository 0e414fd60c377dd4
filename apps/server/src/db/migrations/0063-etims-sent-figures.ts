import { type Kysely } from 'kysely';

/**
 * KRA eTIMS (issue 34, decision 0069): a transmission keeps the figures of the sale as sent
 * (tax type, taxable amount, VAT, total; integer cents, as positive as the payload has them),
 * written with KRA's control number. The monthly report then shows what KRA received even after
 * the owner changes the VAT registration or a property's use. Rows sent before this keep null:
 * the report works theirs out with today's rule, as it did for every row before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable('etims_transmissions').addColumn('tax_type', 'text').execute();
  for (const column of ['taxable_cents', 'vat_cents', 'total_cents']) {
    await db.schema.alterTable('etims_transmissions').addColumn(column, 'bigint').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['total_cents', 'vat_cents', 'taxable_cents', 'tax_type']) {
    await db.schema.alterTable('etims_transmissions').dropColumn(column).execute();
  }
}
