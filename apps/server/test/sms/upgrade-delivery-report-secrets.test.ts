import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.js';
import { databaseAt, seedOldLandlord } from '../helpers/database-at.js';

// Before migration 0031 one unauthenticated path took every delivery report, and a report with
// a made-up id was kept all the same. At the upgrade each organization gets its own secret
// delivery-report path; kept reports are given the organization of their message, and those
// naming no message of ours (forged ones among them) are deleted.

let close: (() => Promise<void>) | undefined;
afterAll(() => close?.());

describe('upgrading to delivery reports on secret paths (migration 0031)', () => {
  it('gives each organization a secret and keeps only reports about real messages', async () => {
    const database = await databaseAt('0028-money-in');
    close = database.close;
    const { db } = database.handle;
    const at = await seedOldLandlord(db);
    await sql`INSERT INTO organizations (id, name, account_type, created_at, trial_ends_at,
      onboarding_step, last_invoice_number) VALUES ('o2', 'Baraka Homes', 'Agent', ${at}, ${at},
      'done', 0)`.execute(db);
    await sql`INSERT INTO sms_messages (id, organization_id, tenant_id, recipient_name, phone,
      text, parts, purpose, status, provider, provider_message_id, attempts, next_attempt_at,
      created_at, updated_at) VALUES ('m1', 'o1', NULL, 'Jane Doe', '+254712345678', 'Receipt',
      1, 'receipt', 'delivered', 'africastalking', 'ATXid_real', 1, ${at}, ${at}, ${at})`.execute(
      db,
    );
    for (const [id, status] of [
      ['ATXid_real', 'Buffered'],
      ['ATXid_real', 'Success'],
      ['ATXid_forged', 'Failed'],
    ]) {
      await sql`INSERT INTO sms_delivery_reports (provider_message_id, status, failure_reason,
        received_at) VALUES (${id}, ${status}, NULL, ${at})`.execute(db);
    }

    await migrateToLatest(database.handle);

    const secrets = await db
      .selectFrom('sms_delivery_report_secrets')
      .select(['organization_id', 'secret'])
      .orderBy('organization_id')
      .execute();
    expect(secrets.map((row) => row.organization_id)).toEqual(['o1', 'o2']);
    for (const { secret } of secrets) expect(secret).toMatch(/^[0-9a-f]{40}$/);
    expect(secrets[0]!.secret).not.toBe(secrets[1]!.secret);
    const incoming = await db.selectFrom('sms_incoming_secrets').select('secret').execute();
    for (const { secret } of incoming) {
      expect(secrets.map((row) => row.secret)).not.toContain(secret);
    }

    const reports = await db
      .selectFrom('sms_delivery_reports')
      .select(['organization_id', 'provider_message_id', 'status'])
      .orderBy('status')
      .execute();
    expect(reports).toEqual([
      { organization_id: 'o1', provider_message_id: 'ATXid_real', status: 'Buffered' },
      { organization_id: 'o1', provider_message_id: 'ATXid_real', status: 'Success' },
    ]);
  });
});
