import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Fewer index entries for each SMS written, claimed and marked sent (issue 33). Measured with
 * `pg_stat_statements` under C2B confirmations flat out (each a receipt SMS): inserting,
 * claiming and marking the messages took 5.6 s of PostgreSQL's time for 53,000 messages, more
 * than the payments themselves. A status change cannot be a heap-only update there (the
 * claim's partial indexes name the status), so each of the three writes added a new entry to
 * every index of the table: ten indexes, half of them for nothing.
 *
 * - A message is a bill's, a receipt's, a notice's or none, and is sent by WhatsApp or not:
 *   the indexes of `invoice_id`, `transaction_id`, `notice_id` and `whatsapp_message_id` held
 *   an entry for every message without one. They now hold only the messages that have one
 *   (still unique where they were). Every query of them names a value, which a partial index
 *   `is not null` serves on both databases.
 * - `(status, next_attempt_at)` served the sender's claims; on PostgreSQL migration 0066's
 *   partial indexes of queued and of sending messages serve them now, so it goes there.
 *
 * SQLite changes only the indexes whose columns an UPDATE changes, and its two unique keys are
 * part of the table (a rebuild to change): there only the two plain indexes become partial.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter);
  if (postgres) {
    for (const column of ['invoice_id', 'transaction_id']) {
      const name = `sms_messages_${column.replace('_id', '')}_unique`;
      await sql`alter table sms_messages drop constraint ${sql.ref(name)}`.execute(db);
      await sql`create unique index ${sql.ref(name)} on sms_messages (${sql.ref(column)})
        where ${sql.ref(column)} is not null`.execute(db);
    }
    await sql`drop index sms_messages_due_idx`.execute(db);
  }
  for (const [name, column] of plainIndexes) {
    await sql`drop index ${sql.ref(name)}`.execute(db);
    await sql`create index ${sql.ref(name)} on sms_messages (${sql.ref(column)})
      where ${sql.ref(column)} is not null`.execute(db);
  }
}

const plainIndexes = [
  ['sms_messages_notice_idx', 'notice_id'],
  ['sms_messages_whatsapp_message_id', 'whatsapp_message_id'],
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter);
  for (const [name, column] of plainIndexes) {
    await sql`drop index ${sql.ref(name)}`.execute(db);
    await sql`create index ${sql.ref(name)} on sms_messages (${sql.ref(column)})`.execute(db);
  }
  if (postgres) {
    await sql`create index sms_messages_due_idx on sms_messages (status, next_attempt_at)`.execute(
      db,
    );
    for (const column of ['invoice_id', 'transaction_id']) {
      const name = `sms_messages_${column.replace('_id', '')}_unique`;
      await sql`drop index ${sql.ref(name)}`.execute(db);
      await sql`alter table sms_messages add constraint ${sql.ref(name)}
        unique (${sql.ref(column)})`.execute(db);
    }
  }
}
