import { type Kysely } from 'kysely';

/**
 * A second phone on a tenant that their page may send an M-PESA prompt to (a parent, an
 * employer who pays the rent): the page prompts only the phones the landlord saved, never a
 * number typed on it (issue 27). Existing tenants have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('pays_from_phone', 'varchar(16)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('pays_from_phone').execute();
}
