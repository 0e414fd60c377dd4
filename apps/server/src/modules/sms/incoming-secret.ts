import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';

/**
 * Each organization's Africa's Talking callbacks that must say whose they are share one
 * secret: `/api/sms/incoming/<secret>` and `/api/sms/opt-out/<secret>` (callback-urls.ts).
 * The provider signs nothing, so the unguessable path is the credential (as for M-PESA's
 * callbacks). 160 random bits, hex. Never written to the activity log; the routes are not
 * request-logged.
 */
export function newIncomingSecret(): string {
  return randomBytes(20).toString('hex');
}

/**
 * The organization's secret. Organizations that existed at migration 0022 got one there; a
 * newer one gets it on first use, once: the insert does nothing when another request made it
 * first, and both read back the one stored.
 */
export async function incomingSecretOf(db: Db, organizationId: string, now: Date) {
  const stored = await findSecret(db, organizationId);
  if (stored) return stored;
  await db
    .insertInto('sms_incoming_secrets')
    .values({
      organization_id: organizationId,
      secret: newIncomingSecret(),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('organization_id').doNothing())
    .execute();
  const made = await findSecret(db, organizationId);
  if (!made) throw new Error('The incoming SMS secret was not stored');
  return made;
}

async function findSecret(db: Db, organizationId: string) {
  const row = await db
    .selectFrom('sms_incoming_secrets')
    .select('secret')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.secret;
}

/** The organization whose incoming path holds this secret; undefined for any other. */
export async function organizationOfSecret(db: Db, secret: string) {
  const row = await db
    .selectFrom('sms_incoming_secrets')
    .select('organization_id')
    .where('secret', '=', secret)
    .executeTakeFirst();
  return row?.organization_id;
}
