import { randomUUID } from 'node:crypto';
import { openDb, type Db } from '../../src/db/connection.js';
import type { SmsMessagesTable } from '../../src/db/types.js';
import { encryptSecret } from '../../src/lib/secrets.js';
import { deliveryReportPath } from '../../src/modules/sms/callback-urls.js';
import { deliveryReportSecretOf } from '../../src/modules/sms/incoming-secret.js';
import { queueSms, type OutgoingSms } from '../../src/modules/sms/outbox.js';
import { apiKeyContext } from '../../src/modules/sms/providers.js';
import type { SmsOptions } from '../../src/modules/sms/sms-options.js';

import { samePostgresPlace } from '../helpers/postgres-database.js';
import { testSecretsKey, testSmsOptions } from '../helpers/test-options.js';

export { testSecretsKey, testSecretsKeyHex } from '../helpers/test-options.js';
export const simulatorApiKey = 'atsk_test_0123456789abcdef';

export function smsOptions(baseUrl: string, timeoutMs = 2000): SmsOptions {
  return testSmsOptions({ africasTalkingBaseUrl: baseUrl, timeoutMs });
}

/** An organization's settings row choosing Africa's Talking, as the settings PUT saves it. */
export async function useAfricasTalking(
  db: Db,
  organizationId: string,
  apiKey = simulatorApiKey,
  username = 'sandbox',
) {
  await db
    .insertInto('sms_settings')
    .values({
      organization_id: organizationId,
      provider: 'africastalking',
      username,
      api_key_encrypted: encryptSecret(apiKey, testSecretsKey, apiKeyContext(organizationId)),
      sender_id: '',
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc.column('organization_id').doUpdateSet({
        provider: 'africastalking',
        api_key_encrypted: encryptSecret(apiKey, testSecretsKey, apiKeyContext(organizationId)),
      }),
    )
    .execute();
}

/** An organization straight in the database (the sender tests need no users). */
export async function insertOrganization(db: Db): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('organizations')
    .values({
      id,
      name: 'Sunrise Properties',
      account_type: 'Landlord',
      created_at: new Date().toISOString(),
      plan_id: null,
      trial_ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      onboarding_step: 'done',
      last_invoice_number: 0,
    })
    .execute();
  return id;
}

let nextPhone = 710_000_000;

/** `count` messages to distinct numbers, queued as the invoice run queues them. */
export async function queueMessages(
  db: Db,
  organizationId: string,
  count: number,
  now: Date,
  overrides: Partial<OutgoingSms> = {},
): Promise<string[]> {
  const messages: OutgoingSms[] = Array.from({ length: count }, (_, i) => {
    nextPhone += 1;
    return {
      organizationId,
      tenantId: null,
      recipientName: `Tenant ${i + 1}`,
      phoneNumber: `0${nextPhone}`,
      text: `Dear tenant ${i + 1}, your rent of KES 8500 is due.`,
      purpose: 'other',
      ...overrides,
    };
  });
  return db.transaction().execute((trx) => queueSms(trx, messages, now));
}

export async function messageRows(db: Db, ids: string[]): Promise<SmsMessagesTable[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('sms_messages').selectAll().where('id', 'in', ids).execute();
}

export async function messageRow(db: Db, id: string): Promise<SmsMessagesTable> {
  return db.selectFrom('sms_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A second, separate connection pool on the test's PostgreSQL schema: what a second server
 * process would have. Undefined on SQLite (one process writes an SQLite file).
 */
export async function secondPostgresHandle(db: Db): Promise<Db | undefined> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return undefined;
  return openDb(await samePostgresPlace(db, databaseUrl)).db;
}

/** The organization's delivery-report URL at `address`, as Settings → SMS shows it. */
export async function deliveryReportUrl(db: Db, address: string, organizationId: string) {
  const secret = await deliveryReportSecretOf(db, organizationId, new Date());
  return `${address}${deliveryReportPath}/${secret}`;
}
