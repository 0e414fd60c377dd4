import { sql, type Kysely } from 'kysely';

/**
 * Trust: the activity log, PIN guards (wrong-PIN counts and locks per phone number, known or
 * not, decided by conditional updates) and Forgot PIN codes. One-time codes already stored in
 * the SMS outbox are masked: no one may read them any more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    // No foreign key: an entry outlives the user it names (a removed member).
    .addColumn('user_id', 'varchar(36)')
    .addColumn('user_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity', 'varchar(40)')
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('summary', 'varchar(1000)', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  // Newest first per organization, and the same filtered by person or kind.
  await db.schema
    .createIndex('activity_log_organization_at_idx')
    .on('activity_log')
    .columns(['organization_id', 'at', 'id'])
    .execute();
  await db.schema
    .createIndex('activity_log_organization_user_idx')
    .on('activity_log')
    .columns(['organization_id', 'user_id', 'at'])
    .execute();

  await db.schema
    .createTable('pin_guards')
    .addColumn('phonenumber', 'varchar(10)', (col) => col.primaryKey())
    // Attempts counted (wrong, or still being checked) since the last success.
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_attempt_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // Carry forward the counts and locks the users table held.
  await sql`
    INSERT INTO pin_guards (phonenumber, failures, locked_until, last_attempt_at)
    SELECT phonenumber, failed_pin_attempts, locked_until, updated_at FROM users
    WHERE failed_pin_attempts > 0 OR locked_until IS NOT NULL
  `.execute(db);

  await db.schema
    .createTable('pin_reset_codes')
    .addColumn('user_id', 'varchar(36)', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    // sha256 hex of `${id}:${code}`: the code itself is never stored.
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'varchar(32)')
    // Codes sent in the current window, for the resend limit.
    .addColumn('sends', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('window_started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await maskStoredCodes(db);
}

const codePattern = /(Your code is )\d{6}/g;

async function maskStoredCodes(db: Kysely<unknown>) {
  const rows = await sql<{ id: string; text: string }>`
    SELECT id, text FROM sms_messages WHERE text LIKE ${'%Your code is %'}
  `.execute(db);
  for (const row of rows.rows) {
    const masked = row.text.replace(codePattern, '$1••••••');
    if (masked !== row.text) {
      await sql`UPDATE sms_messages SET text = ${masked} WHERE id = ${row.id}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pin_reset_codes').execute();
  await db.schema.dropTable('pin_guards').execute();
  await db.schema.dropTable('activity_log').execute();
}
