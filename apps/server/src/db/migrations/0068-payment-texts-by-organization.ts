import type { Kysely } from 'kysely';

/**
 * The search box finds payments by who paid (`ledger/payment-lookups.ts`). Since the payer's
 * name moved beside the payment (0067), it was read with one primary-key lookup per payment
 * of the organization, matched or not: a word no payer has took 0.7 s on PostgreSQL with
 * 100,000 payments. The names are now matched as a set, the organization's texts read through
 * this index once; without it that read would be every organization's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payment_texts_organization_idx')
    .on('payment_texts')
    .column('organization_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_texts_organization_idx').execute();
}
