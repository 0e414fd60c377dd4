import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The bell's SMS tallies by index, on PostgreSQL (issue 33). Every signed-in screen asks
 * GET /api/notifications, which counts an organization's failed, held and waiting messages:
 * through `(organization_id, created_at)` each count read every message the organization ever
 * sent and kept those in one status, 13 ms for 7,334 messages, three times a bell, and more
 * every month. This index holds only the messages in those states, so each count reads what
 * it counts. A message sent through a provider (queued, sending, sent, delivered) is never in
 * it: a receipt's writes on rent day cost it nothing.
 *
 * PostgreSQL proves a query's `status = 'failed'` or `status in ('stored', 'held') or ...`
 * within the index's condition. SQLite uses a partial index only for a query that repeats its
 * condition's terms, which these counts do not: there it would be written and never read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`create index sms_messages_attention_idx on sms_messages (organization_id, status)
    where status in ('stored', 'held', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop index sms_messages_attention_idx`.execute(db);
}
