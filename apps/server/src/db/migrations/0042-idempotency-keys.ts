import type { Kysely } from 'kysely';

/**
 * Money POSTs sent with an `Idempotency-Key` header (issue 30): one row per organization and
 * key, claimed by an insert on the primary key before the change runs, so two requests with
 * the same key, on one server or several, never both make it. The answer is kept to be sent
 * again to a retry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('organization_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('key', 'varchar(255)', (col) => col.notNull())
    // sha256 of the method, the route and the body: a key sent again with another request
    // is refused rather than answered with the first request's result.
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['organization_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
