import { sql, type Kysely } from 'kysely';

/** Existing accounts confirm their phone by code within this many days of the upgrade. */
const confirmGraceDays = 30;

/**
 * Verified phones (issue 28). A sign-up waits in `signup_requests` until the code sent to its
 * phone is entered: it reserves nothing, several people may ask for one phone, and the first
 * right code makes the account. `phone_codes` holds one code per user for a profile phone
 * change (sent to the new phone) or the one-time confirmation of the current phone.
 *
 * Existing users are carried forward as verified, with a confirmation due 30 days after the
 * upgrade: until they confirm by code, their phone grants no operator rights, and after the
 * grace their sign-in needs the code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone_verified_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('phone_confirm_due_at', 'varchar(32)').execute();
  const now = new Date();
  const due = new Date(now.getTime() + confirmGraceDays * 24 * 60 * 60 * 1000);
  await sql`update users set phone_verified_at = ${now.toISOString()}, phone_confirm_due_at = ${due.toISOString()}`.execute(
    db,
  );

  await db.schema
    .createTable('signup_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('phonenumber', 'varchar(16)', (col) => col.notNull())
    .addColumn('firstname', 'varchar(100)', (col) => col.notNull())
    .addColumn('lastname', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('account_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('pin_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('signup_requests_phone')
    .on('signup_requests')
    .column('phonenumber')
    .execute();

  await db.schema
    .createTable('phone_codes')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('phonenumber', 'varchar(16)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phone_codes').execute();
  await db.schema.dropTable('signup_requests').execute();
  await db.schema.alterTable('users').dropColumn('phone_confirm_due_at').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
}
