import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';

/**
 * Each organization's secrets in the paths Africa's Talking calls (callback-urls.ts). The
 * provider signs nothing, so the unguessable path is the credential (as for M-PESA's
 * callbacks). Two secrets, each in a table of its own:
 * - `sms_incoming_secrets`: incoming messages and opt-out notifications (they name a phone,
 *   so the path must say whose they are);
 * - `sms_delivery_report_secrets`: delivery reports (a report applies only to the messages of
 *   the organization whose path it came on).
 * 160 random bits, hex. Never written to the activity log; request logs show the routes'
 * patterns instead (lib/log-redaction.ts).
 */
export type CallbackSecretTable = 'sms_incoming_secrets' | 'sms_delivery_report_secrets';

export function newCallbackSecret(): string {
  return randomBytes(20).toString('hex');
}

/**
 * The organization's secret. Organizations that existed when the table was made got one
 * there; a newer one gets it on first use, once: the insert does nothing when another request
 * made it first, and both read back the one stored.
 */
export async function callbackSecretOf(
  db: Db,
  table: CallbackSecretTable,
  organizationId: string,
  now: Date,
): Promise<string> {
  const stored = await findSecret(db, table, organizationId);
  if (stored) return stored;
  await db
    .insertInto(table)
    .values({
      organization_id: organizationId,
      secret: newCallbackSecret(),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('organization_id').doNothing())
    .execute();
  const made = await findSecret(db, table, organizationId);
  if (!made) throw new Error(`The ${table} secret was not stored`);
  return made;
}

async function findSecret(db: Db, table: CallbackSecretTable, organizationId: string) {
  const row = await db
    .selectFrom(table)
    .select('secret')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.secret;
}

/** The organization whose path holds this secret; undefined for any other. */
export async function organizationOfCallbackSecret(
  db: Db,
  table: CallbackSecretTable,
  secret: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select('organization_id')
    .where('secret', '=', secret)
    .executeTakeFirst();
  return row?.organization_id;
}
