import { sql, type Kysely } from 'kysely';

/**
 * The confirmations a recovery job re-reads: stored, not yet processed. Partial, so it holds
 * only the few rows in flight or left by a failure, however long the callback log grows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('mpesa_callbacks_unprocessed_idx')
    .on('mpesa_callbacks')
    .column('received_at')
    .where(sql.ref('processed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mpesa_callbacks_unprocessed_idx').execute();
}
