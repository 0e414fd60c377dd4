import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * What the queues' claims read, keyed so that a claim reads what it takes and not the
 * backlog or the dead (PostgreSQL only; found by the rent day bench, docs/benchmarks.md,
 * session 30).
 *
 * - The C2B appliers take waiting confirmations by shard (their organization's hash modulo
 *   16, c2b/processor.ts), oldest first. Through the index of all unprocessed callbacks by
 *   time, a shard's batch read every other shard's rows before its own, and finding the
 *   shard with the oldest waiting read 2,000 rows: with a backlog, 230 ms of every batch.
 *   Keyed by the shard's expression, each is a probe per shard. The expression must stay the
 *   one the processor writes (applierShards.count 16: `& 15`).
 * - The SMS sender claims queued messages by time and fails those left 'sending' past their
 *   lease. Each status change is a new row version in the status index, and the old one
 *   stays there until vacuum: on rent day, 34,000 versions for the 400 rows really 'sending',
 *   read on each round (90 ms and 140 ms). Partial indexes of each status, in the claim's
 *   order, let an index scan stop at its limit and mark the dead versions it passes.
 *
 * SQLite updates its indexes in place (no versions left behind), applies with one writer and
 * takes no shard: nothing to add there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`create index mpesa_callbacks_waiting_shard_idx on mpesa_callbacks
    ((hashtext(coalesce(organization_id, '')) & 15), received_at)
    where processed_at is null and parked_at is null and kind = 'confirmation'`.execute(db);
  await sql`create index sms_messages_queued_idx on sms_messages (next_attempt_at, id)
    where status = 'queued'`.execute(db);
  await sql`create index sms_messages_sending_idx on sms_messages (claimed_until)
    where status = 'sending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop index mpesa_callbacks_waiting_shard_idx`.execute(db);
  await sql`drop index sms_messages_queued_idx`.execute(db);
  await sql`drop index sms_messages_sending_idx`.execute(db);
}
