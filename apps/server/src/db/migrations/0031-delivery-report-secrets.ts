import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Delivery reports on a per-organization secret path (issue 27): Africa's Talking posts them
 * to `/api/sms/delivery-reports/africastalking/<secret>`, and a report applies only to that
 * organization's messages. Until now one unauthenticated path served everyone: a forged
 * `Failed`/`UserInBlackList` opted a tenant out, and forged reports with made-up ids each
 * wrote a row.
 *
 * - `sms_delivery_report_secrets`: each organization's secret (160 random bits, hex), a table
 *   of its own beside `sms_incoming_secrets` so either can be replaced alone. Existing
 *   organizations get theirs here; newer ones when the SMS settings are first read.
 * - `sms_delivery_reports.organization_id`: whose message a report is about. Rows kept so far
 *   are given the organization of the message they name; rows naming no message of ours (the
 *   forged ones among them) are deleted: they could never apply to anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_delivery_report_secrets')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.primaryKey().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('secret', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('sms_delivery_reports')
    .addColumn('organization_id', 'varchar(36)', (col) =>
      col.references('organizations.id').onDelete('cascade'),
    )
    .execute();
  await sql`UPDATE sms_delivery_reports SET organization_id = (
      SELECT m.organization_id FROM sms_messages m
      WHERE m.provider_message_id = sms_delivery_reports.provider_message_id
        AND m.provider = 'africastalking'
      ORDER BY m.created_at LIMIT 1)`.execute(db);
  await sql`DELETE FROM sms_delivery_reports WHERE organization_id IS NULL`.execute(db);
  await db.schema
    .createIndex('sms_delivery_reports_organization_idx')
    .on('sms_delivery_reports')
    .column('organization_id')
    .execute();

  const at = new Date().toISOString();
  const organizations = await sql<{ id: string }>`SELECT id FROM organizations`.execute(db);
  for (const { id } of organizations.rows) {
    const secret = randomBytes(20).toString('hex');
    await sql`INSERT INTO sms_delivery_report_secrets (organization_id, secret, created_at)
      VALUES (${id}, ${secret}, ${at})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sms_delivery_reports_organization_idx').execute();
  await db.schema.alterTable('sms_delivery_reports').dropColumn('organization_id').execute();
  await db.schema.dropTable('sms_delivery_report_secrets').execute();
}
