import { sql, type Kysely } from 'kysely';

/**
 * Each STK push gets its own callback token (issue 27): M-PESA calls
 * `/api/stk/callback/<token>`, and a result is applied only to the push that owns the token.
 * Only the token's SHA-256 is stored, so a copy of the database does not give the URLs.
 *
 * - `stk_callback_tokens`: every token issued, written before the push is sent. A callback may
 *   arrive before the push's row is written (M-PESA answers the push, then calls back at
 *   once): its token is then already known, the callback is stored against it and applied
 *   when the row is written. A token that is not here answers 404 and writes nothing.
 * - `stk_requests.callback_token_hash`: the push's token. Pushes sent before this migration
 *   have none; their callbacks still come on the old server-wide secret, which settles only
 *   those pushes.
 * - `stk_callbacks.callback_token_hash`: the token a stored callback came on (none on the old
 *   path).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stk_callback_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('stk_requests')
    .addColumn('callback_token_hash', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('stk_requests_callback_token_key')
    .on('stk_requests')
    .column('callback_token_hash')
    .unique()
    .where(sql.ref('callback_token_hash'), 'is not', null)
    .execute();
  await db.schema
    .alterTable('stk_callbacks')
    .addColumn('callback_token_hash', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('stk_callbacks_token_idx')
    .on('stk_callbacks')
    .columns(['callback_token_hash', 'received_at'])
    .where(sql.ref('callback_token_hash'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stk_callbacks_token_idx').execute();
  await db.schema.alterTable('stk_callbacks').dropColumn('callback_token_hash').execute();
  await db.schema.dropIndex('stk_requests_callback_token_key').execute();
  await db.schema.alterTable('stk_requests').dropColumn('callback_token_hash').execute();
  await db.schema.dropTable('stk_callback_tokens').execute();
}
